/**
 * A class spread over the run's player shards: the host's counts add up every shard, each student
 * who comes back after a close finds their own rank, and deleting the quiz leaves no player or
 * counter behind on any shard.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect, it } from 'vitest';
import { playerPartitions, quizzesTable, shardOf } from '../../functions/domain/quiz/items';
import { dynamo } from '../../functions/shared/dynamo';
import type { HostStateResponse, LiveStateResponse, QuizResultsResponse } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { useCloseScheduler } from './support/live-twins';
import { createQuiz, host, quizApi, quizBody } from './support/quiz';
import { idOf } from './support/roles';

const CLASS_SIZE = 6;
let admin: ApiClient;
let students: { browser: ApiClient; id: string }[];

// Opening a question creates its close's schedule; the Scheduler twin takes it (support/live-twins.ts).
useCloseScheduler();

beforeAll(async () => {
  admin = await adminBrowser(quizApi);
  students = await Promise.all(
    Array.from({ length: CLASS_SIZE }, async (_, i) => {
      const account = await verifiedStudent(quizApi, { fullName: `Shard Student ${i}` });
      return { browser: account.browser, id: await idOf(account.email) };
    }),
  );
});

const itemsLeft = async (quizId: string): Promise<number> => {
  const pages = await Promise.all(
    playerPartitions(quizId).map((partition) =>
      dynamo.send(
        new QueryCommand({
          TableName: quizzesTable(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partition },
        }),
      ),
    ),
  );
  return pages.reduce((sum, page) => sum + (page.Items?.length ?? 0), 0);
};

it('counts, ranks and deletes a class whose players live on different shards', async () => {
  expect(new Set(students.map((student) => shardOf(student.id))).size).toBeGreaterThan(1);
  const quizId = await createQuiz(admin);
  await host(admin, 'openLobby', quizId);
  await host(admin, 'nextQuestion', quizId);
  // The first half answer right (option 1), the rest wrong.
  const answered = await Promise.all(
    students.map((student, i) =>
      student.browser.post(`/api/quiz/answer/${quizId}`, { question: 0, option: i < CLASS_SIZE / 2 ? 1 : 0 }),
    ),
  );
  expect(answered.map((response) => response.status)).toEqual(students.map(() => 200));
  const hostState = (await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`)).body;
  expect(hostState).toMatchObject({ state: 'question', joined: CLASS_SIZE, answered: CLASS_SIZE });

  await host(admin, 'closeQuestion', quizId);
  const results = (await admin.get<QuizResultsResponse>(`/api/quiz/results/${quizId}`)).body;
  expect(results.leaderboard).toHaveLength(CLASS_SIZE);
  for (const student of students) {
    const mine = (await student.browser.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`)).body;
    const score = results.leaderboard.find((row) => row.userId === student.id)?.score;
    const better = results.leaderboard.filter((row) => row.score > (score ?? 0)).length;
    expect(mine.closed?.you).toMatchObject({ score, rank: better + 1, of: CLASS_SIZE });
    expect(mine.title).toBe(quizBody().title);
  }
  expect(results.questions[0]?.counts).toEqual([CLASS_SIZE / 2, CLASS_SIZE / 2]);

  await host(admin, 'endQuiz', quizId);
  // The shards hold the players and nothing else.
  expect(await itemsLeft(quizId)).toBe(CLASS_SIZE);
  expect((await admin.delete(`/api/quiz/deleteQuiz/${quizId}`)).status).toBe(200);
  expect(await itemsLeft(quizId)).toBe(0);
});
