/**
 * A hand on the server's clock for browser tests: `POST /__test/clock` with `{ "offsetMs": n }`
 * makes `clock.now()` run n ms ahead of the machine's time, for every handler of this process (a
 * function's thread, with lambdaThreads, gets the offset with each invocation), so a
 * journey can step past an access end or a session's life the way unit tests do with vi.spyOn.
 * It only exists when the stack is started with `testClock` (the e2e setup); `npm start` and the
 * cloud have no such route. Nothing is skipped: every check reads the moved clock.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clock } from '../../functions/shared/clock';
import type { SiteHandler } from './index';

export const TEST_CLOCK_PATH = '/__test/clock';
const OFFSET_MAX_MS = 400 * 24 * 60 * 60 * 1000;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Wraps the site handler with the clock route. */
export function withTestClock(site: SiteHandler): SiteHandler {
  return async (req, res) => {
    if (req.url !== TEST_CLOCK_PATH) return site(req, res);
    if (req.method !== 'POST') return answer(res, 405, { message: 'POST { offsetMs }' });
    let offset: unknown;
    try {
      offset = ((await readJson(req)) as { offsetMs?: unknown } | null)?.offsetMs;
    } catch {
      return answer(res, 400, { message: 'Send JSON { offsetMs }.' });
    }
    if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > OFFSET_MAX_MS)
      return answer(res, 400, { message: `offsetMs must be a whole number of ms within ${OFFSET_MAX_MS}.` });
    const by = offset;
    clock.now = () => Date.now() + by;
    answer(res, 200, { offsetMs: by, now: new Date(clock.now()).toISOString() });
  };
}
