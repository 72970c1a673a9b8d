/**
 * What the local engines can give the class's answers, before any phone or HTTP is involved: each
 * student's answer as the answer endpoint makes it in DynamoDB (one BatchGetItem of the session,
 * the account, the run and the player; one conditional UpdateItem of the player), sent through the
 * same document client from the bench's own thread, 64 at a time, against the stack's dynalite.
 * The run and players are scratch items under a partition no quiz uses. CPU is split between the
 * calling thread (the SDK: what each Lambda thread spends) and the rest of the process (dynalite's
 * thread, the only other busy one then), so the report can say how much of the machine a second of
 * answers takes.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putItems } from '../functions/shared/batch-write';
import { dynamo } from '../functions/shared/dynamo';
import { userKey, usersTable } from '../functions/domain/sessions/account';
import { sessionKey } from '../functions/domain/sessions/sessions';
import { quizzesTable } from '../functions/domain/quiz/items';
import type { BenchStudent } from './quiz-clients-child';

export interface EngineCeiling {
  answers: number;
  wallMs: number;
  /** Answers per second the engines sustained. */
  perSecond: number;
  /** CPU per answer on the calling thread (the SDK's share). */
  callerMsPerAnswer: number;
  /** CPU per answer on the process's other threads (dynalite's share). */
  engineMsPerAnswer: number;
}

const IN_FLIGHT = 64;
const WARM_UP = 500;
const SHARDS = 16;
const RUN_KEY = { pk: 'BENCH#ceiling', sk: 'RUN' };
const playerKey = (n: number, id: string) => ({ pk: `BENCH#ceiling#P${n % SHARDS}`, sk: `PLAYER#${id}` });
const tokenOf = (student: BenchStudent): string => student.cookie.slice(student.cookie.indexOf('=') + 1);

export async function measureEngineCeiling(students: readonly BenchStudent[]): Promise<EngineCeiling> {
  const table = quizzesTable();
  const now = Date.now();
  await putItems(table, [
    { ...RUN_KEY, state: 'question', index: 1, version: 'v1', openedAt: now, closesAt: now + 3_600_000 },
    ...students.map((student, n) => ({
      ...playerKey(n, student.id),
      userId: student.id,
      fullName: 'Bench Student',
      nic: '',
      score: 0,
      correct: 0,
      answers: {},
      rttMs: 120,
    })),
  ]);
  const answer = async (n: number, slot: string): Promise<void> => {
    const student = students[n]!;
    await dynamo.send(
      new BatchGetCommand({
        RequestItems: {
          [usersTable()]: { Keys: [sessionKey(tokenOf(student)), userKey(student.id)], ConsistentRead: true },
          [table]: { Keys: [RUN_KEY, playerKey(n, student.id)], ConsistentRead: true },
        },
      }),
    );
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: playerKey(n, student.id),
        UpdateExpression: 'SET answers.#q = :record ADD score :points, correct :correct',
        ConditionExpression: 'attribute_exists(answers) AND attribute_not_exists(answers.#q)',
        ExpressionAttributeNames: { '#q': slot },
        ExpressionAttributeValues: { ':record': { o: 1, pts: 712, ms: 1650 }, ':points': 712, ':correct': 1 },
      }),
    );
  };

  // A first pass on another question's slot, unmeasured: the SDK's and dynalite's code is compiled
  // and warm by the time the class answers, as it is after the phones' joins in the real run.
  let next = 0;
  const pass = (count: number, slot: string) =>
    Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < count) await answer(next++, slot);
      }),
    );
  await pass(Math.min(students.length, WARM_UP), 'q0');
  next = 0;
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  await pass(students.length, 'q1');
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const callerMs = performance.eventLoopUtilization(loopBefore).active;
  const processMs = (cpu.user + cpu.system) / 1000;
  return {
    answers: students.length,
    wallMs,
    perSecond: (students.length / wallMs) * 1000,
    callerMsPerAnswer: callerMs / students.length,
    engineMsPerAnswer: Math.max(0, processMs - callerMs) / students.length,
  };
}

/** What one answer costs the machine, and what the answer burst would need of it. */
export function ceilingParagraph(ceiling: EngineCeiling, burst: number): string {
  const perAnswer = ceiling.callerMsPerAnswer + ceiling.engineMsPerAnswer;
  const cores = cpus().length;
  const needed = (burst * perAnswer) / 1000;
  const share = needed / (cores * 5);
  const verdict =
    share >= 1
      ? `more than the machine has, so the queue must grow whatever else happens`
      : `${(share * 100).toFixed(0)} % of the machine for that part alone, with the HTTP serving, the handler and the phones' own requests on top of it; a p99 of 300 ms needs the queue never to grow`;
  return `**What the engines allow.** Before the phones connect, ${ceiling.answers} answers' DynamoDB work alone (per answer the endpoint's one BatchGetItem of session, account, run and player and its one conditional UpdateItem, through the same document client, 64 in flight from one thread, against the stack's dynalite) ran at **${ceiling.perSecond.toFixed(0)} answers/s**, costing ${ceiling.callerMsPerAnswer.toFixed(2)} ms of CPU per answer in the SDK on the calling thread and ${ceiling.engineMsPerAnswer.toFixed(2)} ms on dynalite's thread: ${perAnswer.toFixed(2)} ms, before HTTP, routing, the handler and the phones' own work. The ${burst} answer requests of question 2 (double taps included) need ${needed.toFixed(1)} CPU-seconds of it, against the ${cores * 5} the machine's ${cores} cores have in 5 s: ${verdict}. In the cloud each answer is its own Lambda invocation and DynamoDB's work is not ours to host; docs/architecture.md's quiz limits give that arithmetic.`;
}
