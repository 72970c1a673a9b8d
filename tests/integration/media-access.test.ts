/**
 * Who may open /media: streamAccess/{folder} hands out CloudFront signed cookies after the folder
 * list's checks, and the local server (local/server/media.ts) serves the streams bucket only to
 * requests whose cookies verify as CloudFront verifies them — a real RSA signature over the policy,
 * the policy's folder wildcard against the URL, its expiry against the clock. Free needs none.
 */
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiAdapter } from '../../local/server/api';
import { createLocalMedia } from '../../local/server/media';
import { close, createLocalServer } from '../../local/server';
import { s3 } from '../../functions/shared/s3';
import type { StreamAccess } from '../../functions/shared/schemas';
import { securityHeaders } from '../../infra/security-headers';
import { ApiClient, type Handler } from './support/client';
import { allGroupsGateway } from './support/gateway';
import { adminBrowser, PASSWORD } from './support/fixtures';
import { createIsolatedBuckets, putObject } from './support/media';
import { idOf, studentWith, visitor } from './support/roles';

const LIFETIME_SECONDS = 60;
const SEGMENT = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const PLAYLIST =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nstream_240p_00001.ts\n#EXT-X-ENDLIST\n';

let api: Handler;
let admin: ApiClient;
let server: Server;
let base: string;
/** What CloudFront's clock is ahead of ours. */
let edgeClockAheadMs = 0;
const savedEnv = { SITE_ORIGIN: process.env.SITE_ORIGIN, MEDIA_COOKIE_SECONDS: process.env.MEDIA_COOKIE_SECONDS };

const playlist = (folder: string) => `/media/${folder}/s1/stream_240p.m3u8`;
const segment = (folder: string) => `/media/${folder}/s1/stream_240p_00001.ts`;

beforeAll(async () => {
  await createIsolatedBuckets(['streams']);
  for (const folder of ['free', 'Theory', 'Paper']) {
    await putObject('streams', playlist(folder).slice(1), Buffer.from(PLAYLIST), 'application/octet-stream');
    await putObject('streams', segment(folder).slice(1), SEGMENT, 'application/octet-stream');
  }
  const keys = inject('mediaKeys');
  server = createLocalServer({
    api: createApiAdapter({ groups: [], root: process.cwd() }),
    media: createLocalMedia({
      s3,
      bucket: process.env.BUCKET_STREAMS ?? '',
      keys: new Map([[keys.keyPairId, keys.publicKeyPem]]),
      siteOrigin: () => base,
      now: () => Date.now() + edgeClockAheadMs,
    }),
    site: (_req, res) => {
      res.statusCode = 404;
      res.end('site');
    },
    headers: securityHeaders({ storageOrigins: ['http://127.0.0.1:4569'] }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Read on the handlers' first streamAccess: the policy names this server, the lifetime is short.
  process.env.SITE_ORIGIN = base;
  process.env.MEDIA_COOKIE_SECONDS = String(LIFETIME_SECONDS);
  api = await allGroupsGateway();
  admin = await adminBrowser(api);
});

afterAll(async () => {
  await close(server);
  Object.assign(process.env, savedEnv);
});

/** The cookies a browser would send to `path` from these Set-Cookie lines (Path-scoped). */
function cookieHeader(setCookies: readonly string[], path: string): string {
  return setCookies
    .map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const cookiePath = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      return path.startsWith(cookiePath) ? pair : null;
    })
    .filter((pair): pair is string => pair !== null)
    .join('; ');
}

function media(path: string, cookies = '', init: RequestInit = {}): Promise<Response> {
  return fetch(base + path, { ...init, headers: { ...(cookies ? { cookie: cookies } : {}), ...init.headers } });
}

async function theoryCookies(): Promise<{ setCookies: string[]; body: StreamAccess }> {
  const student = await studentWith(api, admin, ['theoryAccess'], 'theory');
  const response = await student.browser.get<StreamAccess>('/api/aws/streamAccess/Theory');
  expect(response.status).toBe(200);
  return { setCookies: response.setCookies, body: response.body };
}

/** A GET with a Host header of the caller's choosing (fetch always sends the real one). */
function mediaWithHost(path: string, host: string, cookies: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host, cookie: cookies } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Replaces one cookie's value in a Cookie header. */
const withCookie = (header: string, name: string, change: (value: string) => string): string =>
  header
    .split('; ')
    .map((pair) => (pair.startsWith(`${name}=`) ? `${name}=${change(pair.slice(name.length + 1))}` : pair))
    .join('; ');

describe('without cookies', () => {
  it('a gated playlist and a segment are refused with 403', async () => {
    for (const path of [playlist('Theory'), segment('Theory'), playlist('Paper'), segment('Paper')]) {
      expect((await media(path)).status, path).toBe(403);
    }
  });

  it('free streams need none', async () => {
    const response = await media(playlist('free'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PLAYLIST);
    const { browser } = await visitor(api);
    const access = await browser.get<StreamAccess>('/api/aws/streamAccess/free');
    expect(access.status).toBe(200);
    expect(access.body).toEqual({ expiresAt: null });
    expect(access.setCookies.filter((line) => line.startsWith('CloudFront-'))).toEqual([]);
  });
});

describe('streamAccess', () => {
  it('refuses a visitor (401), a student without the flag (403) and an unknown folder', async () => {
    const { browser } = await visitor(api);
    expect((await browser.get('/api/aws/streamAccess/Theory')).status).toBe(401);
    const student = await studentWith(api, admin, ['paperAccess'], 'paper');
    const refused = await student.browser.get('/api/aws/streamAccess/Theory');
    expect(refused.status).toBe(403);
    expect(refused.setCookies.filter((line) => line.startsWith('CloudFront-'))).toEqual([]);
    expect((await student.browser.get('/api/aws/streamAccess/Nope')).status).toBe(404);
  });

  it('gives the flagged student the folder’s cookies, which open its playlists and segments', async () => {
    const before = Date.now();
    const { setCookies, body } = await theoryCookies();
    const expiresAt = Date.parse(body.expiresAt ?? '');
    expect(expiresAt).toBeGreaterThan(before + (LIFETIME_SECONDS - 2) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + LIFETIME_SECONDS * 1000);
    const media_ = setCookies.filter((line) => line.startsWith('CloudFront-'));
    expect(media_.map((line) => line.split('=')[0]).sort()).toEqual([
      'CloudFront-Key-Pair-Id',
      'CloudFront-Policy',
      'CloudFront-Signature',
    ]);
    for (const line of media_) {
      expect(line).toContain('Path=/media/Theory/');
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain(`Max-Age=${LIFETIME_SECONDS}`);
      expect(line).not.toContain('Secure');
    }

    const cookies = cookieHeader(setCookies, playlist('Theory'));
    const list = await media(playlist('Theory'), cookies);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(list.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await list.text()).toBe(PLAYLIST);

    const part = await media(segment('Theory'), cookies, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp2t');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${SEGMENT.length}`);
    expect(part.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(SEGMENT.subarray(100, 200));

    const head = await media(segment('Theory'), cookies, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SEGMENT.length));
    expect((await media(segment('Theory'), cookies, { method: 'POST' })).status).toBe(403);
  });

  it('taking the flag away stops renewal', async () => {
    const student = await studentWith(api, admin, ['theoryAccess'], 'revoked');
    expect((await student.browser.get('/api/aws/streamAccess/Theory')).status).toBe(200);
    const toggled = await admin.put<{ newValue: boolean }>('/api/user/toggleAccess', {
      id: await idOf(student.email),
      field: 'theoryAccess',
    });
    expect(toggled.body.newValue).toBe(false);
    const renewal = await student.browser.get('/api/aws/streamAccess/Theory');
    expect(renewal.status).toBe(403);
    expect(renewal.setCookies.filter((line) => line.startsWith('CloudFront-'))).toEqual([]);
  });
});

describe('the cookies are checked as CloudFront checks them', () => {
  it('a Theory cookie does not open Paper, even sent on Paper’s path', async () => {
    const { setCookies } = await theoryCookies();
    const cookies = cookieHeader(setCookies, playlist('Theory'));
    expect((await media(playlist('Theory'), cookies)).status).toBe(200);
    expect((await media(playlist('Paper'), cookies)).status).toBe(403);
    expect((await media(segment('Paper'), cookies)).status).toBe(403);
  });

  it('a forged Host header cannot stretch a Theory cookie over Paper', async () => {
    const { setCookies } = await theoryCookies();
    const cookies = cookieHeader(setCookies, playlist('Theory'));
    const { host } = new URL(base);
    // Host + path would read <origin>/media/Theory//media/Paper/…, which the Theory wildcard covers.
    for (const forged of [`${host}/media/Theory/`, `${host}/media/Theory`, 'elsewhere.example']) {
      expect(await mediaWithHost(segment('Paper'), forged, cookies), forged).toBe(403);
      expect(await mediaWithHost(playlist('Paper'), forged, cookies), forged).toBe(403);
    }
    // The Host header plays no part either way: the origin checked is the configured one.
    expect(await mediaWithHost(playlist('Theory'), 'elsewhere.example', cookies)).toBe(200);
  });

  it('an expired cookie is refused', async () => {
    const { setCookies } = await theoryCookies();
    const cookies = cookieHeader(setCookies, segment('Theory'));
    expect((await media(segment('Theory'), cookies)).status).toBe(200);
    edgeClockAheadMs = (LIFETIME_SECONDS + 1) * 1000;
    try {
      expect((await media(segment('Theory'), cookies)).status).toBe(403);
      expect((await media(playlist('Theory'), cookies)).status).toBe(403);
    } finally {
      edgeClockAheadMs = 0;
    }
  });

  it('a tampered policy, signature or key pair id is refused', async () => {
    const { setCookies } = await theoryCookies();
    const cookies = cookieHeader(setCookies, segment('Theory'));
    // Widen the policy to every folder and push its expiry out, keeping the signature.
    const widened = withCookie(cookies, 'CloudFront-Policy', (value) => {
      const text = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64')
        .toString('utf8')
        .replace('/media/Theory/*', '/media/*');
      return Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
    });
    expect(widened).not.toBe(cookies);
    expect((await media(segment('Paper'), widened)).status).toBe(403);
    expect((await media(segment('Theory'), widened)).status).toBe(403);
    const forged = withCookie(
      cookies,
      'CloudFront-Signature',
      (value) => (value.startsWith('A') ? 'B' : 'A') + value.slice(1),
    );
    expect((await media(segment('Theory'), forged)).status).toBe(403);
    const otherKey = withCookie(cookies, 'CloudFront-Key-Pair-Id', () => 'KOTHERKEY12345');
    expect((await media(segment('Theory'), otherKey)).status).toBe(403);
    const noSignature = cookies
      .split('; ')
      .filter((pair) => !pair.startsWith('CloudFront-Signature='))
      .join('; ');
    expect((await media(segment('Theory'), noSignature)).status).toBe(403);
  });
});

describe('paths no object can have', () => {
  it('a segment over 255 bytes is a 4xx, with or without cookies, never a 500', async () => {
    const { setCookies } = await theoryCookies();
    const cookies = cookieHeader(setCookies, playlist('Theory'));
    const long = 'a'.repeat(300);
    for (const folder of ['free', 'Theory', 'Paper']) {
      for (const path of [`/media/${folder}/${long}`, `/media/${folder}/s1/${long}.ts`, `/media/${folder}/${long}/x`]) {
        for (const sent of ['', cookies]) {
          const status = (await media(path, sent)).status;
          expect(status, `${path} ${sent ? 'with' : 'without'} cookies`).toBe(403);
        }
      }
    }
    // Past S3's 1024-byte key limit: S3's own 400, which CloudFront passes through.
    expect((await media(`/media/free/${'b/'.repeat(600)}x`)).status).toBe(400);
  });
});

describe('a shared browser', () => {
  /** Each (name, folder) pair a Set-Cookie list expires: `Name=` with Max-Age=0 at /media/<folder>/. */
  const ended = (setCookies: readonly string[]): string[] =>
    setCookies
      .filter((line) => /^CloudFront-[\w-]+=;/.test(line) && line.includes('Max-Age=0') && line.includes('HttpOnly'))
      .map((line) => `${line.split('=')[0]} ${/Path=([^;]+)/.exec(line)?.[1]}`)
      .sort();
  const EVERY_FOLDER = ['Paper', 'Practical', 'Revision', 'Theory']
    .flatMap((folder) =>
      ['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature'].map(
        (name) => `${name} /media/${folder}/`,
      ),
    )
    .sort();

  /** The browser's HTTP cache (segments are kept there for replay) is emptied with the cookies. */
  const CLEARS_CACHE = '"cache"';

  it('logout, login and a lapsed session end every gated folder’s media cookies and the cached segments', async () => {
    const student = await studentWith(api, admin, ['theoryAccess'], 'shared phone');
    const access = await student.browser.get('/api/aws/streamAccess/Theory');
    expect(access.status).toBe(200);
    // Nothing else clears the cache: streaming keeps what it fetched.
    expect(access.headers['clear-site-data']).toBeUndefined();
    const stale = student.browser.fork();

    const out = await student.browser.post('/api/user/logout');
    expect(out.status).toBe(200);
    expect(ended(out.setCookies)).toEqual(EVERY_FOLDER);
    expect(out.headers['clear-site-data']).toBe(CLEARS_CACHE);

    // The next person on the same browser logs in: whatever media cookies were left end too.
    const next = await visitor(api);
    const login = await next.browser.post('/api/user/login', { email: student.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(ended(login.setCookies)).toEqual(EVERY_FOLDER);
    expect(login.headers['clear-site-data']).toBe(CLEARS_CACHE);

    // A browser still holding the ended session hears so at its next check, with its media cookies.
    const check = await stale.get('/api/user/check-auth');
    expect(check.body).toMatchObject({ isLoggedIn: false });
    expect(ended(check.setCookies)).toEqual(EVERY_FOLDER);
    expect(check.headers['clear-site-data']).toBe(CLEARS_CACHE);
    // A visitor who never had a session keeps the cache: nothing of anyone's is in it.
    expect((await (await visitor(api)).browser.get('/api/user/check-auth')).headers['clear-site-data']).toBeUndefined();
  });
});
