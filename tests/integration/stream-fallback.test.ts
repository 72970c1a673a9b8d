/**
 * The counts the handlers publish as Embedded Metric Format log lines (functions/shared/metrics.ts):
 * the player's MP4 fallback report (anyone may send it; bad input is a 4xx and counts nothing) and a
 * student's sign-in, each one line CloudWatch Logs turns into a metric of the stack's namespace.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as mediaHandler } from '../../functions/media/handler';
import { mediaRouteKeys } from '../../functions/media/route-keys';
import { METRICS } from '../../functions/shared/metrics';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { captureLogLines, type CapturedLogs } from '../support/log-lines';
import { ApiClient } from './support/client';
import { adminBrowser, loggedIn, verifiedStudent } from './support/fixtures';
import { gateway } from './support/gateway';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: mediaRouteKeys, handler: mediaHandler },
]);

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogLines();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The EMF lines of one metric. */
const metricLines = (name: string) =>
  logs.entries().filter((entry) => {
    const emf = entry._aws as { CloudWatchMetrics?: { Metrics: { Name: string }[] }[] } | undefined;
    return emf?.CloudWatchMetrics?.some((directive) => directive.Metrics.some((metric) => metric.Name === name));
  });

/** What makes a line a metric for CloudWatch: the directive, and the value under the metric's name. */
function expectEmf(entry: Record<string, unknown>, name: string): void {
  expect(entry).toMatchObject({
    _aws: {
      Timestamp: expect.any(Number),
      CloudWatchMetrics: [{ Namespace: 'EngTechAcademy', Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    [name]: 1,
  });
  const timestamp = (entry._aws as { Timestamp: number }).Timestamp;
  expect(Math.abs(timestamp - Date.now())).toBeLessThan(60_000);
}

const report = (browser: ApiClient, folder: string, body: unknown) =>
  browser.post(`/api/aws/streamFallback/${folder}`, body);

describe('POST streamFallback/{folder}', () => {
  it('a visitor’s report is accepted and counted once, with folder, reason and title on the line', async () => {
    const visitor = await new ApiClient(api).prime();
    const response = await report(visitor, 'Theory', { reason: 'refused', title: 'Kirchhoff laws' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ recorded: true });
    const lines = metricLines(METRICS.streamFallbacks);
    expect(lines).toHaveLength(1);
    expectEmf(lines[0]!, METRICS.streamFallbacks);
    expect(lines[0]).toMatchObject({ folder: 'Theory', reason: 'refused', title: 'Kirchhoff laws', level: 'INFO' });
  });

  it('a report without a title is enough', async () => {
    const visitor = await new ApiClient(api).prime();
    expect((await report(visitor, 'free', { reason: 'unsupported' })).status).toBe(202);
    expect(metricLines(METRICS.streamFallbacks)[0]).not.toHaveProperty('title');
  });

  it.each([
    ['an unknown reason', 'Theory', { reason: 'bored' }, 400],
    ['no reason', 'Theory', { title: 'Kirchhoff laws' }, 400],
    ['a reason that is not text', 'Theory', { reason: 7 }, 400],
    ['a title that is a path', 'Theory', { reason: 'missing', title: '../../etc/passwd' }, 400],
    ['a title too long', 'Theory', { reason: 'missing', title: 'x'.repeat(5000) }, 400],
    ['no body at all', 'Theory', undefined, 400],
    ['an array', 'Theory', ['refused'], 400],
    ['an unknown folder', 'Secret', { reason: 'refused' }, 404],
  ])('%s: %i, with a message and a code, and nothing counted', async (_label, folder, body, status) => {
    const visitor = await new ApiClient(api).prime();
    const response = await report(visitor, folder, body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(metricLines(METRICS.streamFallbacks)).toEqual([]);
  });

  it('like every POST, needs the anti-forgery token', async () => {
    const visitor = await new ApiClient(api).prime();
    const response = await visitor.call('POST', '/api/aws/streamFallback/free', {
      body: { reason: 'failed' },
      xsrf: 'omit',
    });
    expect(response.status).toBe(403);
    expect(metricLines(METRICS.streamFallbacks)).toEqual([]);
  });

  it('refuses a body that is not JSON with 415, never a 500', async () => {
    const visitor = await new ApiClient(api).prime();
    const response = await visitor.call('POST', '/api/aws/streamFallback/free', {
      rawBody: 'reason=failed',
      contentType: 'text/plain',
    });
    expect(response.status).toBe(415);
  });
});

describe('sign-ins', () => {
  it('a student’s sign-in is counted; the admin’s and a failed one are not', async () => {
    const student = await verifiedStudent(api);
    logs.lines.length = 0;
    await loggedIn(api, student.email);
    const lines = metricLines(METRICS.signIns);
    expect(lines).toHaveLength(1);
    expectEmf(lines[0]!, METRICS.signIns);
    // Who signed in stays out of the line.
    expect(JSON.stringify(lines[0])).not.toContain(student.email);

    logs.lines.length = 0;
    await adminBrowser(api);
    const stranger = await new ApiClient(api).prime();
    expect(
      (await stranger.post('/api/user/login', { email: student.email, password: 'wrong-password-1' })).status,
    ).toBe(401);
    expect(metricLines(METRICS.signIns)).toEqual([]);
  });
});
