/**
 * The cloud's cookie rules, asserted from the configuration itself: the CDK stack is synthesised
 * (bundling skipped, it does not change the environment) and the environment infra gives each
 * Lambda is read from the template. Every literal value in it (COOKIE_SECURE, MAIL_FROM, …) is then
 * given to freshly imported handlers — only the table and bucket names, which are CloudFormation
 * references, stay this file's local ones — and a browser logs in, registers and logs out:
 * the session cookie is `__Host-session` (Secure, Path=/, no Domain, HttpOnly, SameSite), every
 * cookie is Secure, and every group reads the prefixed cookie (and ignores an unprefixed copy).
 */
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buckets, tables } from '../../functions/shared/resources';
import { buildApp } from '../../infra/app';
import { endpointGroups } from '../../functions/groups';
import { cdkContext, webBuildFixture } from '../infra/build';
import { ApiClient, type Handler } from './support/client';
import { ADMIN, PASSWORD, randomNic, registration } from './support/fixtures';
import { latestCode } from './support/mail';

type Env = Record<string, unknown>;

/** Each group's Lambda environment, as the synthesised template gives it. */
function cloudEnvironments(): Record<string, Env> {
  const { stack } = buildApp({
    appProps: { context: { ...cdkContext, webAssetPath: webBuildFixture(), 'aws:cdk:bundling-stacks': [] } },
  });
  const resources = Template.fromStack(stack).toJSON().Resources as Record<
    string,
    { Properties: { Environment: { Variables: Env } } }
  >;
  return Object.fromEntries(
    endpointGroups.map((group) => {
      const fn = stack.api.functions[group.name];
      if (!fn) throw new Error(`no function for ${group.name}`);
      const id = stack.resolve(stack.getLogicalId(fn.node.defaultChild as CfnElement)) as string;
      return [group.name, resources[id]?.Properties.Environment.Variables ?? {}];
    }),
  );
}

let environments: Record<string, Env>;
let api: Handler;
const saved: Record<string, string | undefined> = {};
const localNames = new Set<string>([
  ...Object.values(tables).map((t) => t.envVar),
  ...Object.values(buckets).map((b) => b.envVar),
  // Resources of the stack like the tables: locally the MediaConvert twin provides its own.
  'MEDIACONVERT_QUEUE',
  'MEDIACONVERT_ROLE_ARN',
  // The stream submission queue: locally the SQS twin's queue (local/stack-media.ts).
  'STREAM_QUEUE_URL',
  // The SES configuration set: locally the set the SES twin knows (MAIL_CONFIGURATION_SET of the setup).
  'MAIL_CONFIGURATION_SET',
  // The stack's origin secret: locally a secret of the Secrets Manager twin (local/engines).
  'ORIGIN_SECRET_ID',
]);

beforeAll(async () => {
  environments = cloudEnvironments();
  // Literal values as the cloud has them; references (table/bucket names, the site origin) stay local.
  const literal = Object.entries(environments.user ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  for (const [name, value] of literal) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  vi.resetModules();
  const { gateway } = await import('./support/gateway');
  const user = await import('../../functions/user/handler');
  const media = await import('../../functions/media/handler');
  const { userRouteKeys } = await import('../../functions/user/route-keys');
  const { mediaRouteKeys } = await import('../../functions/media/route-keys');
  const { ensureAdmin } = await import('../../functions/user/seed');
  await ensureAdmin(ADMIN.email, ADMIN.password);
  api = gateway([
    { routes: userRouteKeys, handler: user.handler as Handler },
    { routes: mediaRouteKeys, handler: media.handler as Handler },
  ]);
}, 120_000);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const cookieNamed = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));
const attributes = (cookie: string | undefined) =>
  (cookie ?? '')
    .split(';')
    .slice(1)
    .map((a) => a.trim());

/**
 * Names whose cloud values are references with no local engine behind them: the site origin, and
 * where the quiz posts to phones and schedules its closes.
 */
const cloudReferences = new Set([
  'SITE_ORIGIN',
  'LIVE_CALLBACK_URL',
  'QUIZ_CLOSE_TARGET_ARN',
  'QUIZ_SCHEDULER_ROLE_ARN',
]);

describe('the cloud configuration (synthesised stack)', () => {
  it('gives every Lambda COOKIE_SECURE=true as a literal, beside references only for tables, buckets, the mail configuration set, the site origin, the origin secret’s ARN, the transcode job’s queue and role, the stream submission queue, and the live quiz’s callback, close timer and scheduler role', () => {
    expect(Object.keys(environments).sort()).toEqual(endpointGroups.map((g) => g.name).sort());
    for (const env of Object.values(environments)) {
      expect(env.COOKIE_SECURE).toBe('true');
      const references = Object.entries(env)
        .filter(([, value]) => typeof value !== 'string')
        .map(([name]) => name);
      expect(references.filter((name) => !localNames.has(name) && !cloudReferences.has(name))).toEqual([]);
    }
  });

  it('login sets __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain — and no unprefixed session cookie', async () => {
    const browser = await new ApiClient(api).prime();
    const response = await browser.post('/api/user/login', ADMIN);
    expect(response.status).toBe(200);
    const cookie = cookieNamed(response.setCookies, '__Host-session');
    expect(cookie).toMatch(/^__Host-session=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    const attrs = attributes(cookie);
    expect(attrs).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax']));
    expect(attrs.some((a) => /^domain=/i.test(a))).toBe(false);
    expect(cookieNamed(response.setCookies, 'session')).toBeUndefined();
  });

  it('the anti-forgery cookie is __Host- prefixed and, like the pending-registration cookie, Secure (the XSRF token stays readable)', async () => {
    const browser = new ApiClient(api);
    const first = await browser.get('/api/user/check-auth');
    expect(cookieNamed(first.setCookies, 'XSRF-TOKEN')).toBeUndefined();
    const xsrf = attributes(cookieNamed(first.setCookies, '__Host-XSRF-TOKEN'));
    expect(xsrf).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'SameSite=Lax']));
    expect(xsrf).not.toContain('HttpOnly');

    const input = registration({ idNo: randomNic() });
    const created = await browser.post('/api/user/createUser', input);
    expect(created.status).toBe(201);
    expect(attributes(cookieNamed(created.setCookies, 'pending_reg'))).toEqual(
      expect.arrayContaining(['Path=/api/user', 'Secure', 'HttpOnly', 'SameSite=Lax']),
    );
    // Verifying logs the student in with the prefixed cookie as well.
    const verified = await browser.post('/api/user/verifyUser', { code: await latestCode(input.email) });
    expect(verified.status).toBe(200);
    expect(attributes(cookieNamed(verified.setCookies, '__Host-session'))).toEqual(
      expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly']),
    );
    expect((await browser.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
    const again = await new ApiClient(api).prime();
    expect((await again.post('/api/user/login', { email: input.email, password: PASSWORD })).status).toBe(200);
  });

  it('every group reads the prefixed cookie, and ignores the same token under an unprefixed name', async () => {
    const admin = await new ApiClient(api).prime();
    await admin.post('/api/user/login', ADMIN);
    expect((await admin.get('/api/user/check-auth')).body).toMatchObject({ isLoggedIn: true, user: { role: 'admin' } });
    expect((await admin.get('/api/aws/getVideos/Theory')).status).toBe(200);

    // A cookie a sibling subdomain or plain-http page could plant has no `__Host-` prefix: not a session.
    const planted = await new ApiClient(api).prime();
    planted.setCookie('session', admin.cookie('__Host-session') ?? '');
    expect((await planted.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
    expect((await planted.get('/api/aws/getVideos/Theory')).status).toBe(401);
  });

  it('logout clears __Host-session (Secure, Path=/) and ends it server side', async () => {
    const admin = await new ApiClient(api).prime();
    await admin.post('/api/user/login', ADMIN);
    const token = admin.cookie('__Host-session') ?? '';
    const out = await admin.post('/api/user/logout');
    expect(out.status).toBe(200);
    const cleared = attributes(cookieNamed(out.setCookies, '__Host-session'));
    expect(cleared).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'Max-Age=0']));
    const replay = await new ApiClient(api).prime();
    replay.setCookie('__Host-session', token);
    expect((await replay.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
  });
});
