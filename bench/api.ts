/**
 * API under load: autocannon (50 connections, fixed duration) against three read endpoints of the
 * local stack, each beside a bare Node `http` server answering the very same bytes with the same
 * content type, measured in the same run. The ratio of the two throughputs says how much of the
 * machine the API's own work (adapter, middy chain, auth, store, JSON) costs.
 *
 * Fairness: the load generator is a child process (bench/load-child.ts), so it shares no event loop
 * with either server; the bare server lives in this process, beside the stack's server, so both
 * compete with the same neighbours (the engines run here too). Requests carry no Accept-Encoding:
 * in the cloud CloudFront compresses, not the Lambda, so both servers send the same plain bytes.
 * A run only counts when every response was a 200 (a fast 401 is not a result).
 *
 * Then the login burst (bench/login-burst.ts): the same student's check-access at rest and while a
 * wave of logins makes the server hash passwords.
 */
import { createServer, type Server } from 'node:http';
import { ENGINE_HOST } from '../local/engines';
import { ChildWorker } from './child-worker';
import { close, listen } from '../local/server';
import { CLASS_LIST_TTL_MS } from '../functions/domain/classes/store';
import { VIDEO_PAGE_TTL_MS } from '../functions/domain/videos/video-pages';
import { SESSION_CACHE_TTL_MS } from '../functions/domain/sessions/session-cache';
import { registerStudentAt } from '../tests/support/api-session';
import { measureLoginBurst } from './login-burst';
import type { LoadRequest, LoadResult } from './load-child';
import { ms, table } from './stats';
import type { BenchSection, TargetCheck } from './types';

const CONNECTIONS = 50;
/** Seconds per measured run; BENCH_API_SECONDS shortens it for quick checks while working. */
const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARMUP = Math.min(3, DURATION);
const P99_TARGET_MS = 25;
const RATIO_TARGET = 0.3;

const ENDPOINTS = [
  { name: 'check-auth (student)', path: '/api/user/check-auth' },
  { name: 'getAllClassDetails', path: '/api/class/getAllClassDetails' },
  { name: 'getVideos/free', path: '/api/aws/getVideos/free' },
] as const;

interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A server that does nothing but answer these bytes: the ceiling for this machine and this load. */
async function bareServer(captured: Captured): Promise<{ url: string; server: Server }> {
  const headers = { 'content-type': captured.contentType, 'content-length': String(captured.body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(captured.body);
  });
  const port = await listen(server, 0, ENGINE_HOST);
  return { url: `http://${ENGINE_HOST}:${port}/`, server };
}

const valid = (result: LoadResult): boolean =>
  result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result.requests > 0;
const rps = (value: number): string => value.toFixed(0);
const statuses = (result: LoadResult): string =>
  Object.entries(result.statusCodes)
    .map(([code, count]) => `${count}×${code}`)
    .join(', ') + (result.errors > 0 ? `, ${result.errors} errors` : '');

export const section: BenchSection = {
  id: 'api',
  async run(ctx) {
    const student = await registerStudentAt({ baseUrl: ctx.baseUrl, sesUrl: ctx.sesUrl }, 'Bench Student');
    const cookie = [...student.session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { cookie, accept: 'application/json' };
    const load = new ChildWorker<LoadRequest, LoadResult>('load-child.ts', 'load generator');
    const rows: string[][] = [];
    const targets: TargetCheck[] = [];
    try {
      for (const endpoint of ENDPOINTS) {
        const url = new URL(endpoint.path, ctx.baseUrl).href;
        const captured = await capture(url, headers);
        if (captured.status !== 200)
          throw new Error(`${endpoint.path} answered ${captured.status}: ${captured.body.toString()}`);
        const bare = await bareServer(captured);
        try {
          const runFor = (target: string, duration: number) =>
            load.call({ url: target, headers, connections: CONNECTIONS, duration });
          ctx.log(`${endpoint.name}: warm-up`);
          await runFor(url, WARMUP);
          await runFor(bare.url, WARMUP);
          ctx.log(`${endpoint.name}: ${DURATION} s against the API, then ${DURATION} s against the bare server`);
          const api = await runFor(url, DURATION);
          const base = await runFor(bare.url, DURATION);
          const ratio = api.requestsPerSecond / base.requestsPerSecond;
          const ok = valid(api) && valid(base);
          rows.push(
            [
              endpoint.name,
              'API',
              String(captured.body.length),
              ms(api.p50),
              ms(api.p99),
              rps(api.requestsPerSecond),
              statuses(api),
              ratio.toFixed(2),
            ],
            [
              '',
              'bare',
              String(captured.body.length),
              ms(base.p50),
              ms(base.p99),
              rps(base.requestsPerSecond),
              statuses(base),
              '',
            ],
          );
          const invalid = ok ? '' : ' (invalid: not every response was a 200)';
          targets.push(
            {
              name: `${endpoint.path} p99 latency`,
              target: `≤ ${P99_TARGET_MS} ms`,
              measured: ms(api.p99) + invalid,
              met: ok && api.p99 <= P99_TARGET_MS,
            },
            {
              name: `${endpoint.path} throughput vs bare`,
              target: `≥ ${RATIO_TARGET}×`,
              measured: `${ratio.toFixed(2)}× (${rps(api.requestsPerSecond)} / ${rps(base.requestsPerSecond)} req/s)${invalid}`,
              met: ok && ratio >= RATIO_TARGET,
            },
          );
        } finally {
          await close(bare.server);
        }
      }
    } finally {
      load.stop();
    }
    const loginBurst = await measureLoginBurst(ctx, student);
    targets.push(...loginBurst.targets);
    const markdown = [
      `autocannon, ${CONNECTIONS} connections, ${DURATION} s per run after a ${WARMUP} s warm-up of each server, from a child process. The student is registered and verified through the API and sends its session and XSRF cookies on every request. "bare" is a plain Node \`http\` server in the stack's process answering the same bytes and content type the API answered; no Accept-Encoding on either (CloudFront compresses in the cloud). Every response must be a 200.`,
      '',
      `The handlers keep per-instance caches for these reads (the same code runs in Lambda): the public class list (${CLASS_LIST_TTL_MS / 1000} s), video list pages with their presigned links (${VIDEO_PAGE_TTL_MS / 1000} s) and check-auth's positive session lookup (${SESSION_CACHE_TTL_MS / 1000} s; every gated endpoint reads the session afresh); writes in an instance evict its caches at once, and another instance may answer from its cache for at most those times.`,
      '',
      table(['Endpoint', 'Server', 'Body (bytes)', 'p50', 'p99', 'req/s', 'Responses', 'API / bare'], rows),
      '',
      loginBurst.markdown,
    ].join('\n');
    return { title: 'API under load', markdown, targets };
  },
};
