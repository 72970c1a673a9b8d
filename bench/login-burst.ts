/**
 * The API section's login burst: how much a wave of password logins slows a logged-in student's
 * ordinary request. A probe sends `GET /api/user/check-access` at a steady rate (bench/burst-child.ts,
 * open loop) for a stretch at rest, then while 50 logins with random emails arrive at once; rest and
 * burst alternate over several rounds so both phases share the machine's moments, and the
 * percentiles are taken over each phase's pooled samples.
 *
 * Every login with an unknown email still costs a full scrypt hash (password.ts burns one so timing
 * reveals nothing), and hash-slots.ts bounds them: a few hash at once, a short queue waits, the rest
 * are refused with 429 at once. What is measured is the process that runs them all, as the local
 * server (`npm start`) does; in Lambda an instance serves one request at a time, so there a login
 * never shares an instance with a student's request.
 */
import { HASH_QUEUE, HASH_SLOTS } from '../functions/user/hash-slots';
import type { Student } from '../tests/support/api-session';
import { ApiSession } from '../tests/support/api-session';
import type { BurstRequest, BurstResult } from './burst-child';
import { ChildWorker } from './child-worker';
import { watchServer, type ServerWaits } from './server-probe';
import { ms, percentile, table } from './stats';
import type { BenchContext, TargetCheck } from './types';

const LOGINS = 50;
const PROBE_PATH = '/api/user/check-access';
/**
 * Probe requests per second (BENCH_BURST_RATE changes it): hundreds of samples per phase for a p99,
 * yet a small load beside the logins, so a slow burst shows up as slow requests rather than as a
 * backlog of the probe's own making.
 */
const PROBE_RATE = Number(process.env.BENCH_BURST_RATE ?? 50);
const REST_MS = 4000;
/** The probe runs this long before the logins go out, so its connections are open and warm. */
const LEAD_MS = 300;
/** Rest/burst pairs; BENCH_BURST_ROUNDS changes it. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_BURST_ROUNDS ?? 3));
/**
 * Burst p99 at most this multiple of the rest p99. With both hash slots busy, three CPU-bound
 * threads (two hashes and the event loop) share a 2-core machine, so the loop keeps between a third
 * and two thirds of the CPU it had at rest: a request whose only extra wait is for CPU stretches at
 * most about threefold. More means it waits behind the hashing itself.
 */
const RATIO_TARGET = 3;

const sum = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
};
const listed = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ') || 'none';
const serverErrors = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => status.startsWith('5') || status === 'error')
    .reduce((total, [, n]) => total + n, 0);

/** A cookie header with the visitor's anti-forgery token, and that token for the header. */
async function visitorHeaders(baseUrl: string): Promise<Record<string, string>> {
  const visitor = new ApiSession(baseUrl);
  await visitor.expect(200, 'GET', '/api/user/check-auth');
  const [name, token] = [...visitor.cookies].find(([cookie]) => cookie.endsWith('XSRF-TOKEN')) ?? [];
  if (!name || !token) throw new Error('check-auth set no anti-forgery cookie');
  return {
    cookie: `${name}=${token}`,
    'x-xsrf-token': decodeURIComponent(token),
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

export async function measureLoginBurst(
  ctx: BenchContext,
  student: Student,
): Promise<{ markdown: string; targets: TargetCheck[] }> {
  // A fresh login: it sets a new session and the anti-forgery token bound to it (ApiSession keeps both).
  await student.session.expect(200, 'POST', '/api/user/login', { email: student.email, password: student.password });
  await student.session.expect(200, 'GET', PROBE_PATH);
  const cookie = [...student.session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const probe = { path: PROBE_PATH, headers: { cookie, accept: 'application/json' }, ratePerSecond: PROBE_RATE };
  const loginHeaders = await visitorHeaders(ctx.baseUrl);
  const child = new ChildWorker<BurstRequest, BurstResult>('burst-child.ts', 'login burst');
  const rest = { latencies: [] as number[], statuses: {} as Record<string, number> };
  const burst = { latencies: [] as number[], statuses: {} as Record<string, number>, windows: [] as number[] };
  const logins: Record<string, number> = {};
  let slowestLogin = 0;
  const waits: { rest: ServerWaits[]; burst: ServerWaits[] } = { rest: [], burst: [] };
  const watched = async <T>(into: ServerWaits[], work: Promise<T>): Promise<T> => {
    const watch = watchServer();
    const result = await work;
    into.push(await watch.stop());
    return result;
  };
  try {
    // Warm-up, discarded: the first seconds after the autocannon runs still pay for them.
    await child.call({ baseUrl: ctx.baseUrl, probe, durationMs: 3000 });
    for (let round = 1; round <= ROUNDS; round += 1) {
      ctx.log(`login burst round ${round}/${ROUNDS}: ${REST_MS / 1000} s at rest, then ${LOGINS} logins at once`);
      const quiet = await watched(waits.rest, child.call({ baseUrl: ctx.baseUrl, probe, durationMs: REST_MS }));
      rest.latencies.push(...quiet.latencies);
      sum(rest.statuses, quiet.probeStatuses);
      const busy = await watched(
        waits.burst,
        child.call({
          baseUrl: ctx.baseUrl,
          probe,
          durationMs: 0,
          burst: { logins: LOGINS, leadMs: LEAD_MS, headers: loginHeaders },
        }),
      );
      burst.latencies.push(...busy.latencies);
      burst.windows.push(busy.windowMs);
      sum(burst.statuses, busy.probeStatuses);
      sum(logins, busy.loginStatuses);
      slowestLogin = Math.max(slowestLogin, busy.slowestLoginMs);
      ctx.log(
        `round ${round}: p99 ${ms(percentile(quiet.latencies, 99))} at rest, ${ms(percentile(busy.latencies, 99))} in the burst (${ms(busy.windowMs)})`,
      );
    }
  } finally {
    child.stop();
  }

  const [restP99, burstP99] = [percentile(rest.latencies, 99), percentile(burst.latencies, 99)];
  const ratio = burstP99 / restP99;
  const fiveXx = serverErrors(rest.statuses) + serverErrors(burst.statuses) + serverErrors(logins);
  const probeOk = [rest.statuses, burst.statuses].every((s) => Object.keys(s).every((status) => status === '200'));
  const loginsExpected = Object.keys(logins).every((status) => status === '401' || status === '429');
  const met = ratio <= RATIO_TARGET && fiveXx === 0 && probeOk && loginsExpected;
  const row = (phase: string, latencies: number[], statuses: Record<string, number>, server: ServerWaits[]) => {
    const pool = server.flatMap((w) => w.poolWaits);
    return [
      phase,
      String(latencies.length),
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
      ms(Math.max(...latencies)),
      listed(statuses),
      `${ms(Math.max(...server.map((w) => w.loopP99)))} / ${ms(Math.max(...server.map((w) => w.loopMax)))}`,
      `${ms(percentile(pool, 50))} / ${ms(percentile(pool, 99))}`,
    ];
  };
  const misses = [
    ...(ratio > RATIO_TARGET ? [`p99 rose ${ratio.toFixed(1)}× (${ms(restP99)} → ${ms(burstP99)})`] : []),
    ...(fiveXx > 0 ? [`${fiveXx} 5xx or failed connections`] : []),
    ...(probeOk && loginsExpected ? [] : ['unexpected statuses (see the table)']),
  ];
  const windows = burst.windows.map((w) => ms(w)).join(', ');
  const worstLoop = (server: ServerWaits[]) => ms(Math.max(...server.map((w) => w.loopP99)));
  const poolP99 = (server: ServerWaits[]) =>
    ms(
      percentile(
        server.flatMap((w) => w.poolWaits),
        99,
      ),
    );
  const where = `Where the time went: the stack process's event-loop delay p99 ${worstLoop(waits.rest)} at rest, ${worstLoop(waits.burst)} during the bursts; thread-pool wait p99 ${poolP99(waits.rest)} and ${poolP99(waits.burst)}.`;
  const markdown = [
    `**Login burst.** \`GET ${PROBE_PATH}\` as a logged-in student (logged in afresh; the probe sends the new session's cookies), ${PROBE_RATE} requests/s open loop from a child process (each latency counts from when the request was due, so a stall is not hidden by sending less). ${ROUNDS} rounds of ${REST_MS / 1000} s at rest, then ${LOGINS} logins with random emails sent at once (new connections, a visitor's anti-forgery token), the probe's samples counted from the first login sent to the last answered. Each unknown email costs a scrypt hash of 128 MiB; the server hashes ${HASH_SLOTS} at once, queues ${HASH_QUEUE} and answers 429 past that (functions/user/hash-slots.ts). All of it runs in the stack's one process, as \`npm start\` does; in Lambda an instance serves one request at a time, so a login never shares an instance with a student's request there.`,
    '',
    `**Target**: check-access p99 during the burst ≤ ${RATIO_TARGET}× its p99 at rest, every probe answered 200, every login 401 or 429, no 5xx. Why ${RATIO_TARGET}×: with both hash slots busy, three CPU-bound threads (two hashes and the event loop) share this 2-core machine, so the loop keeps between a third and two thirds of the CPU it had at rest, and a request whose only extra wait is for CPU stretches at most about threefold; more means it waits behind the hashing itself. ${met ? 'Met.' : `**Missed**: ${misses.join('; ')}.`} ${where}`,
    '',
    table(
      [
        'Phase',
        'Probe requests',
        'p50',
        'p99',
        'max',
        'Probe responses',
        'Server loop delay p99 / max',
        'Pool wait p50 / p99',
      ],
      [
        row('at rest', rest.latencies, rest.statuses, waits.rest),
        row(`${LOGINS} logins at once`, burst.latencies, burst.statuses, waits.burst),
      ],
    ),
    '',
    `Logins over the ${ROUNDS} bursts (${ROUNDS * LOGINS} in all): ${listed(logins)} (401: hashed and refused; 429: past the queue, refused at once); the slowest answer took ${ms(slowestLogin)}; the bursts lasted ${windows}. "Server loop delay" is the stack process's event-loop delay (the worst round's p99 and max); "pool wait" is how long a 1-byte job sent every 50 ms waited for libuv's thread pool, which the hashes share with the process's other asynchronous crypto, file and DNS work.`,
  ].join('\n');
  const targets: TargetCheck[] = [
    {
      name: `${PROBE_PATH} p99 during ${LOGINS} logins vs at rest`,
      target: `≤ ${RATIO_TARGET}×, no 5xx`,
      measured: `${ratio.toFixed(2)}× (${ms(restP99)} → ${ms(burstP99)}); ${fiveXx} 5xx; logins ${listed(logins)}`,
      met,
    },
  ];
  return { markdown, targets };
}
