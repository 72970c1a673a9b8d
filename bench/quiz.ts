/**
 * The live quiz with a whole class: 2,000 students connected to /live through the local server
 * (their sockets in a child process, bench/quiz-clients-child.ts), the tutor driving the run through
 * the API. Measured: how long a question takes from `nextQuestion` to the last phone; 2,000 answers
 * within 5 s (each recorded once, their latency, and another student's check-access meanwhile against
 * the same probe at rest); 500 connections cut mid-question and back; a phone on a 400 kbit/s,
 * 300 ms link; the points of the same 2 s reaction on that link and on loopback; and the size of a
 * question message. BENCH_QUIZ_STUDENTS changes the class size for quick checks while working.
 */
import type { QuizAnswersResponse, QuizInput } from '../functions/shared/schemas';
import { adminSessionAt } from '../tests/support/api-session';
import type { BurstRequest, BurstResult } from './burst-child';
import { ChildWorker } from './child-worker';
import type { ClientsRequest } from './quiz-clients-child';
import { ceilingParagraph, measureEngineCeiling } from './quiz-engine-ceiling';
import { seedBenchStudents } from './quiz-students';
import { startSlowLink } from './slow-link';
import { ms, percentile, table } from './stats';
import type { BenchSection, TargetCheck } from './types';

const STUDENTS = Number(process.env.BENCH_QUIZ_STUDENTS ?? 2000);
const QUESTIONS = 4;
const SECONDS = 30;
const CUT = Math.min(500, Math.floor(STUDENTS / 4));
const DOUBLE_TAPS = Math.floor(STUDENTS / 10);
const REACTION_MS = 2000;
/** After the last phone's opening messages are answered, for their trailing writes (the rtt sample). */
const SETTLE_MS = 2000;

const quiz = (): QuizInput => ({
  title: 'Bench: Ohm and Kirchhoff',
  description: 'Four questions for the whole class.',
  audience: 'theoryAccess',
  questions: Array.from({ length: QUESTIONS }, (_unused, n) => ({
    text: `ප්‍රශ්නය ${n + 1}: A 2.2 kΩ resistor R2 carries 1.38 mA. Which is the voltage across R2, to two significant figures?`,
    options: ['3.0 V', '0.30 V', '30 V', '1.6 V', '2.2 V'],
    answer: 0,
    seconds: SECONDS,
    explanation: 'V = I × R = 1.38 mA × 2.2 kΩ = 3.04 V, so 3.0 V to two significant figures.',
  })),
});

type Clients = ChildWorker<ClientsRequest, unknown>;
const call = <T>(clients: Clients, request: ClientsRequest) => clients.call(request) as Promise<T>;
const latencyRow = (name: string, values: readonly number[]) => [
  name,
  String(values.length),
  ms(percentile(values, 50)),
  ms(percentile(values, 95)),
  ms(percentile(values, 99)),
  ms(Math.max(...values)),
];

export const section: BenchSection = {
  id: 'quiz',
  async run(ctx) {
    // The seed videos' transcodes run in the background after start; they would share the cores.
    await ctx.stack.seedStreams;
    await ctx.stack.mediaConvert.idle();
    const admin = await adminSessionAt(ctx.baseUrl, ctx.admin);
    ctx.log(`seeding ${STUDENTS} students with sessions`);
    const students = await seedBenchStudents(STUDENTS + 1);
    const probeStudent = students.pop();
    if (!probeStudent) throw new Error('no students');
    ctx.log('the engines alone: the answers DynamoDB work, no phones yet');
    const ceiling = await measureEngineCeiling(students);
    const { quizId } = await admin.expect<{ quizId: string }>(201, 'POST', '/api/quiz/createQuiz', quiz());
    await admin.expect(200, 'POST', `/api/quiz/openLobby/${quizId}`);

    const base = new URL(ctx.baseUrl);
    const link = await startSlowLink({
      target: { host: base.hostname, port: Number(base.port) },
      rttMs: 300,
      bitsPerSecond: 400_000,
    });
    const slow = students[STUDENTS - 1];
    const loopback = students[STUDENTS - 2];
    if (!slow || !loopback) throw new Error('class too small');
    const clients: Clients = new ChildWorker<ClientsRequest, unknown>('quiz-clients-child.ts', 'quiz clients');
    const probe = new ChildWorker<BurstRequest, BurstResult>('burst-child.ts', 'check-access probe');
    const targets: TargetCheck[] = [];
    try {
      const wsUrl = `${ctx.baseUrl.replace(/^http/, 'ws')}/live?quiz=${quizId}`;
      const connected = await call<{ opened: number; failed: number; ms: number }>(clients, {
        op: 'connect',
        wsUrl,
        origin: ctx.baseUrl,
        students,
        viaPort: { [slow.id]: link.port },
      });
      ctx.log(`connected ${connected.opened}/${STUDENTS} in ${ms(connected.ms)}`);
      // As in class, where students join over minutes before the tutor starts: every phone's opening
      // messages are served (its `rtt` answered with a `ping`) and their last writes land before the
      // check-access baseline is taken "at rest" and the first question goes out.
      const settled = await call<{ settled: boolean; ms: number }>(clients, { op: 'awaitSettled', timeoutMs: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      ctx.log(`every phone's rtt answered ${ms(settled.ms)} after the last connect; waited ${SETTLE_MS} ms more`);

      const broadcast: number[] = [];
      const results: number[] = [];
      let resultsReceived = 0;
      const slowArrivals: number[] = [];
      let received = 0;
      let maxBytes = 0;
      const answerRuns: { latencies: number[]; statuses: Record<string, number> }[] = [];
      const probeHeaders = { cookie: probeStudent.cookie, accept: 'application/json' };
      const probeRun = (durationMs: number) =>
        probe.call({
          baseUrl: ctx.baseUrl,
          probe: { path: '/api/user/check-access', headers: probeHeaders, ratePerSecond: 50 },
          durationMs,
        });
      const rest = await probeRun(5000);
      let during: number[] = [];
      let reconnect = { restored: [] as number[], of: 0 };

      for (let index = 0; index < QUESTIONS; index += 1) {
        if (index > 0) {
          // As in class: the question closes and its results show (the tutor's "show results", or its
          // timer) before the tutor moves on, so the results and the next question are two broadcasts.
          const closing = performance.timeOrigin + performance.now();
          await admin.expect(200, 'POST', `/api/quiz/closeQuestion/${quizId}`);
          const closedAt = await call<{ times: (number | null)[] }>(clients, {
            op: 'awaitClosed',
            index: index - 1,
            timeoutMs: 15_000,
          });
          const times = closedAt.times.filter((t): t is number => t !== null).map((t) => t - closing);
          results.push(...times);
          resultsReceived += times.length;
          ctx.log(`results ${index}: ${times.length}/${STUDENTS} received, p95 ${ms(percentile(times, 95))}`);
        }
        const sent = performance.timeOrigin + performance.now();
        await admin.expect(200, 'POST', `/api/quiz/nextQuestion/${quizId}`);
        const arrivals = await call<{ times: (number | null)[]; maxBytes: number }>(clients, {
          op: 'awaitQuestion',
          index,
          timeoutMs: 15_000,
        });
        const times = arrivals.times.filter((t): t is number => t !== null).map((t) => t - sent);
        broadcast.push(...times);
        received += times.length;
        maxBytes = Math.max(maxBytes, arrivals.maxBytes);
        const slowAt = arrivals.times[STUDENTS - 1];
        if (slowAt != null) slowArrivals.push(slowAt - sent);
        ctx.log(`question ${index + 1}: ${times.length}/${STUDENTS} received, p95 ${ms(percentile(times, 95))}`);

        if (index === 0) {
          const fair = call(clients, {
            op: 'reactAfter',
            ids: [slow.id, loopback.id],
            baseUrl: ctx.baseUrl,
            quizId,
            index,
            option: 0,
            afterMs: REACTION_MS,
          });
          await fair;
        } else if (index === 1) {
          const [answers, probed] = await Promise.all([
            call<{ latencies: number[]; statuses: Record<string, number> }>(clients, {
              op: 'answer',
              baseUrl: ctx.baseUrl,
              quizId,
              index,
              option: 1,
              spreadMs: 5000,
              doubleTaps: DOUBLE_TAPS,
            }),
            probeRun(5500),
          ]);
          answerRuns.push(answers);
          during = probed.latencies;
        } else if (index === 2) {
          reconnect = await call(clients, {
            op: 'cut',
            count: CUT,
            downMs: 3000,
            baseUrl: ctx.baseUrl,
            quizId,
            index,
            timeoutMs: 10_000,
          });
        }
      }
      await admin.expect(200, 'POST', `/api/quiz/endQuiz/${quizId}`);
      const answered = await admin.expect<QuizAnswersResponse>(200, 'GET', `/api/quiz/answers/${quizId}`);
      const onQuestion = (index: number) => answered.students.filter((s) => s.answers[index] != null).length;
      const points = (id: string) => answered.students.find((s) => s.userId === id)?.answers[0]?.points ?? 0;
      const [slowPoints, loopPoints] = [points(slow.id), points(loopback.id)];
      const fairness = loopPoints > 0 ? Math.abs(loopPoints - slowPoints) / loopPoints : 1;
      const answerLatencies = answerRuns.flatMap((run) => run.latencies);
      const statuses = answerRuns[0]?.statuses ?? {};
      const recorded = onQuestion(1);

      const p95 = percentile(broadcast, 95);
      const answerP99 = percentile(answerLatencies, 99);
      const [restP99, duringP99] = [percentile(rest.latencies, 99), percentile(during, 99)];
      const reconnectMax = reconnect.restored.length ? Math.max(...reconnect.restored) : Infinity;
      const slowMax = slowArrivals.length ? Math.max(...slowArrivals) : Infinity;
      targets.push(
        {
          name: `quiz broadcast p95 (${STUDENTS} phones, every question to every phone)`,
          target: '≤ 1 s, all received',
          measured: `${ms(p95)}, ${received}/${STUDENTS * QUESTIONS}`,
          met: p95 <= 1000 && received === STUDENTS * QUESTIONS,
        },
        {
          name: `quiz results p95 (${STUDENTS} phones, each close to every phone)`,
          target: 'all received',
          measured: `${ms(percentile(results, 95))}, ${resultsReceived}/${STUDENTS * (QUESTIONS - 1)}`,
          met: resultsReceived === STUDENTS * (QUESTIONS - 1),
        },
        {
          name: `quiz answers (${STUDENTS} in 5 s, ${DOUBLE_TAPS} double taps)`,
          target: 'each once; p99 ≤ 300 ms',
          measured: `${recorded} recorded, ${statuses['200'] ?? 0}×200 ${statuses['409'] ?? 0}×409; p99 ${ms(answerP99)}`,
          met: recorded === STUDENTS && statuses['200'] === STUDENTS && answerP99 <= 300,
        },
        {
          name: 'check-access p99 while the class answers',
          target: `≤ 2× at rest (${ms(restP99)})`,
          measured: ms(duringP99),
          met: duringP99 <= 2 * restP99,
        },
        {
          name: `quiz reconnect (${CUT} cut mid-question)`,
          target: 'all back with the question ≤ 2 s',
          measured: `${reconnect.restored.length}/${reconnect.of}, slowest ${ms(reconnectMax)}`,
          met: reconnect.restored.length === reconnect.of && reconnectMax <= 2000,
        },
        {
          name: 'quiz question on a 400 kbit/s, 300 ms link',
          target: '≤ 1 s after nextQuestion',
          measured: `slowest of ${slowArrivals.length}: ${ms(slowMax)}`,
          met: slowMax <= 1000,
        },
        {
          name: 'quiz fairness: 2 s reaction, 300 ms link vs loopback',
          target: '≤ 2 % apart',
          measured: `${slowPoints} vs ${loopPoints} points (${(fairness * 100).toFixed(1)} %)`,
          met: fairness <= 0.02,
        },
        {
          name: 'quiz question message',
          target: '≤ 2 KB',
          measured: `${maxBytes} bytes`,
          met: maxBytes <= 2048,
        },
      );
      const markdown = [
        `${STUDENTS} students (written straight into the users table with live sessions) connected to \`/live\` from a child process, 100 at a time (${connected.opened} opened in ${ms(connected.ms)}; every phone's opening messages answered ${ms(settled.ms)} after that, and nothing measured until ${SETTLE_MS / 1000} s later, as a class gathers in the lobby before the tutor starts); the tutor drives a ${QUESTIONS}-question quiz through the API. Each phone sends \`hello\` and \`rtt\` on open and a \`pong\` for every \`ping\`, and says with each answer how long the question was up on it (\`heldMs\`). Before each question after the first, the tutor shows the results of the one before (\`closeQuestion\`), as in class; question times run from just before \`nextQuestion\` is sent to each phone's receipt of the question, results times from just before \`closeQuestion\` to each phone's receipt of its \`closed\`. Question 2: every student answers within 5 s (${DOUBLE_TAPS} tap twice, 100 ms apart) while another student's \`check-access\` is probed at 50/s, compared with the same probe at rest. Question 3: ${CUT} connections are cut, the network stays down 3 s, then each reconnects (after the player's back-off when refused) and asks \`liveState\` (again after the same back-off while the server answers 5xx, as the player does); the time runs from the network's return until both the question and the state are back. One phone reaches the server through a relay that adds 300 ms of round trip and paces 400 kbit/s each way; on question 1 it and a loopback phone answer correctly exactly ${REACTION_MS / 1000} s after the question reached them.`,
        '',
        table(
          ['Measure', 'Samples', 'p50', 'p95', 'p99', 'max'],
          [
            latencyRow('question broadcast', broadcast),
            latencyRow('results broadcast (close)', results),
            latencyRow('answer (HTTP)', answerLatencies),
            latencyRow('check-access at rest', rest.latencies),
            latencyRow('check-access while answering', during),
            ...(reconnect.restored.length ? [latencyRow('reconnect to restored state', reconnect.restored)] : []),
            latencyRow('question on the slow link', slowArrivals),
          ],
        ),
        '',
        ceilingParagraph(ceiling, STUDENTS + DOUBLE_TAPS),
      ].join('\n');
      return { title: 'Live quiz (local stack)', markdown, targets };
    } finally {
      await call(clients, { op: 'close' }).catch(() => undefined);
      clients.stop();
      probe.stop();
      await link.close();
    }
  },
};
