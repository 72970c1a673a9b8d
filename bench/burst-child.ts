/**
 * The probe and the login burst of the API section's login-burst measurement (bench/login-burst.ts),
 * run as a child process so neither shares an event loop with the server. Each IPC message is one
 * phase: the probe alone for a fixed time, or the probe while a burst of logins is sent at once.
 *
 * The probe is open-loop: request i is due at start + i / rate whatever happened to the earlier
 * ones, and its latency counts from when it was due. A closed loop (send, wait, send) would send
 * fewer requests exactly while the server is slow, and its percentiles would hide the stall.
 */
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';

export interface BurstRequest {
  baseUrl: string;
  probe: { path: string; headers: Record<string, string>; ratePerSecond: number };
  /** Without a burst: probe this long. With one: probe from `leadMs` before it until every login is answered. */
  durationMs: number;
  burst?: { logins: number; leadMs: number; headers: Record<string, string> };
}

export interface BurstResult {
  /** Latencies (ms) of the probe requests due inside the measured window. */
  latencies: number[];
  probeStatuses: Record<string, number>;
  /** Login answers by status ("error" for a failed connection); empty without a burst. */
  loginStatuses: Record<string, number>;
  /** From sending the logins until the last was answered. */
  windowMs: number;
  slowestLoginMs: number;
}

interface Answer {
  status: string;
  ms: number;
}

function send(url: URL, method: string, headers: Record<string, string>, agent: Agent | false, body?: string) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const req = request(url, { method, headers, agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: String(res.statusCode), ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1;
};

async function runPhase(phase: BurstRequest): Promise<BurstResult> {
  // No socket cap: a request due while the others are still out gets its own connection, as another
  // student's browser would, instead of queueing here behind them.
  const agent = new Agent({ keepAlive: true });
  const probeUrl = new URL(phase.probe.path, phase.baseUrl);
  const interval = 1000 / phase.probe.ratePerSecond;
  const start = performance.now();
  let windowStart = start;
  let windowEnd = Number.POSITIVE_INFINITY;
  const due: { at: number; answer: Promise<Answer> }[] = [];
  const loginStatuses: Record<string, number> = {};
  let slowestLoginMs = 0;
  let done = false;

  const burst = phase.burst;
  const logins = burst
    ? new Promise<void>((resolve) => setTimeout(resolve, burst.leadMs)).then(async () => {
        windowStart = performance.now();
        const loginUrl = new URL('/api/user/login', phase.baseUrl);
        const answers = await Promise.all(
          Array.from({ length: burst.logins }, () => {
            const body = JSON.stringify({ email: `burst.${randomUUID()}@example.lk`, password: 'not-the-password-1' });
            return send(loginUrl, 'POST', burst.headers, false, body);
          }),
        );
        windowEnd = performance.now();
        for (const answer of answers) count(loginStatuses, answer.status);
        slowestLoginMs = Math.max(...answers.map((answer) => answer.ms));
        done = true;
      })
    : new Promise<void>((resolve) =>
        setTimeout(() => {
          windowEnd = performance.now();
          done = true;
          resolve();
        }, phase.durationMs),
      );

  for (let i = 0; !done; i += 1) {
    const at = start + i * interval;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (done) break;
    const answer = send(probeUrl, 'GET', phase.probe.headers, agent).then((a) => ({
      status: a.status,
      ms: performance.now() - at,
    }));
    due.push({ at, answer });
  }
  await logins;
  const latencies: number[] = [];
  const probeStatuses: Record<string, number> = {};
  for (const { at, answer } of due) {
    const { status, ms } = await answer;
    if (at < windowStart || at > windowEnd) continue;
    latencies.push(ms);
    count(probeStatuses, status);
  }
  agent.destroy();
  return { latencies, probeStatuses, loginStatuses, windowMs: windowEnd - windowStart, slowestLoginMs };
}

process.on('message', (message: BurstRequest) => {
  runPhase(message).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
