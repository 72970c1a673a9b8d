/** Results: the admin's leaderboard, per-question counts and every student's answers; a student's own history. */
import { getDefinition } from '../../domain/quiz/definitions';
import { questionSlot, type DefinitionItem } from '../../domain/quiz/items';
import { listPlayers } from '../../domain/quiz/players';
import { optionCounts, rankAll, rankOfScore } from '../../domain/quiz/standings';
import { requireAdmin, requireLogin } from '../../domain/sessions/guards';
import { NotFound } from '../../shared/errors';
import type { Route } from '../../shared/router';
import {
  quizTexts,
  type QuizAnswersResponse,
  type QuizHistoryResponse,
  type QuizResultsResponse,
} from '../../shared/schemas';
import { quizIdOf } from '../params';
import { attemptsOf, playsOf, quizzesByIds } from '../store-practice';

async function definitionOf(quizIdParam: string | undefined): Promise<DefinitionItem> {
  const definition = await getDefinition(quizIdOf(quizIdParam));
  if (!definition) throw new NotFound(quizTexts.notFound);
  return definition;
}

export const results: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const definition = await definitionOf(params.quizId);
  const players = await listPlayers(definition.quizId);
  const response: QuizResultsResponse = {
    leaderboard: rankAll(players).map(({ userId, fullName, score, correct }) => ({ userId, fullName, score, correct })),
    questions: definition.questions.map((question, index) => ({
      index,
      counts: optionCounts(
        players.map((player) => player.answers[questionSlot(index)]?.o),
        question.options.length,
      ),
      correct: question.answer,
    })),
  };
  return { body: response };
};

export const answers: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const definition = await definitionOf(params.quizId);
  const ranked = rankAll(await listPlayers(definition.quizId));
  const response: QuizAnswersResponse = {
    questions: definition.questions.map((question, index) => ({
      index,
      text: question.text,
      options: question.options,
      correct: question.answer,
    })),
    students: ranked.map((player) => ({
      userId: player.userId,
      fullName: player.fullName,
      nic: player.nic,
      score: player.score,
      rank: player.rank,
      answers: definition.questions.map((_, index) => {
        const record = player.answers[questionSlot(index)];
        return record ? { option: record.o, points: record.pts, reactionMs: record.ms } : null;
      }),
    })),
  };
  return { body: response };
};

export const myHistory: Route = async ({ cookies }) => {
  const user = await requireLogin(cookies);
  const [plays, attempts] = await Promise.all([playsOf(user.id), attemptsOf(user.id)]);
  const quizIds = [...new Set([...plays.map((play) => play.quizId), ...attempts.map((attempt) => attempt.quizId)])];
  const { definitions, runs } = await quizzesByIds(quizIds);
  const live: QuizHistoryResponse['live'] = plays.flatMap((play) => {
    const definition = definitions.get(play.quizId);
    if (!definition) return [];
    const run = runs.get(play.quizId);
    const scores = run?.final?.scores ?? [];
    return [
      {
        quizId: play.quizId,
        title: definition.title,
        ...(run?.endedAt ? { endedAt: run.endedAt } : {}),
        score: play.score,
        correct: play.correct,
        rank: rankOfScore(scores, play.score),
        of: scores.length,
      },
    ];
  });
  const practiced = new Map<string, QuizHistoryResponse['practice'][number]>();
  for (const attempt of attempts) {
    const definition = definitions.get(attempt.quizId);
    // Opening the practice page starts an attempt; one left without an answer is no attempt to count.
    if (!definition || attempt.answered === 0) continue;
    const entry = practiced.get(attempt.quizId) ?? {
      quizId: attempt.quizId,
      title: definition.title,
      attempts: 0,
      best: 0,
      questionCount: definition.questions.length,
    };
    entry.attempts += 1;
    entry.best = Math.max(entry.best, attempt.score);
    practiced.set(attempt.quizId, entry);
  }
  const response: QuizHistoryResponse = { live, practice: [...practiced.values()] };
  return { body: response };
};
