/**
 * The tute lists (/api/aws/getPastPaperMarking/{category}, with or without the trailing slash
 * clients send) against the real engines: gates, item shape, pagination by S3 continuation token,
 * and presigned links that serve the PDF inline.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TutePage } from '../../functions/shared/schemas';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { contentApi, createIsolatedBuckets, grant, putObject } from './support/media';

let admin: ApiClient;
let student: ApiClient;
/** Holds revisionTuteAccess. */
let tuteStudent: ApiClient;
let visitor: ApiClient;
const tuteBytes = new Map<string, Buffer>();

async function putTute(
  category: 'PastPaperMarking' | 'RevisionTute' | 'SampathBook',
  name: string,
  year?: string,
): Promise<void> {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300)]);
  tuteBytes.set(name, bytes);
  await putObject(category, `${name}.pdf`, bytes, 'application/pdf', year ? { year } : undefined);
}

beforeAll(async () => {
  await createIsolatedBuckets(['PastPaperMarking', 'RevisionTute', 'SampathBook']);
  admin = await adminBrowser(contentApi);
  student = (await verifiedStudent(contentApi)).browser;
  const flagged = await verifiedStudent(contentApi);
  await grant(admin, flagged.email, 'revisionTuteAccess');
  tuteStudent = flagged.browser;
  visitor = await new ApiClient(contentApi).prime();

  await putTute('PastPaperMarking', '2023 Marking Scheme', '2023');
  await putTute('RevisionTute', 'Tute 01 Electricity');
  for (const n of [1, 2, 3, 4, 5]) await putTute('SampathBook', `Sampath Book ${n}`, n === 1 ? '2024' : undefined);
  // Not a PDF: never listed.
  await putObject('SampathBook', 'readme.txt', Buffer.from('hello'), 'text/plain');
});

const names = (page: TutePage) => page.list.map((item) => item.name);

describe('gates', () => {
  it('SampathBook is public', async () => {
    const response = await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual([
      'Sampath Book 1',
      'Sampath Book 2',
      'Sampath Book 3',
      'Sampath Book 4',
      'Sampath Book 5',
    ]);
  });

  it('PastPaperMarking needs a login', async () => {
    expect(await visitor.get('/api/aws/getPastPaperMarking/PastPaperMarking')).toMatchObject({
      status: 401,
      body: { message: 'Please log in.' },
    });
    const response = await student.get<TutePage>('/api/aws/getPastPaperMarking/PastPaperMarking');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['2023 Marking Scheme']);
  });

  it('RevisionTute needs revisionTuteAccess (admins always pass)', async () => {
    const path = '/api/aws/getPastPaperMarking/RevisionTute';
    expect((await visitor.get(path)).status).toBe(401);
    expect(await student.get(path)).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to these tutes.' },
    });
    for (const browser of [tuteStudent, admin]) {
      const response = await browser.get<TutePage>(path);
      expect(response.status).toBe(200);
      expect(names(response.body)).toEqual(['Tute 01 Electricity']);
    }
  });

  it.each(['Theory', 'sampathbook', 'free'])('unknown category %s → 404', async (category) => {
    const response = await admin.get(`/api/aws/getPastPaperMarking/${category}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Unknown category.', code: 'tute.unknownCategory' });
  });
});

describe('trailing slash', () => {
  it('the path clients send, "/api/aws/getPastPaperMarking/SampathBook/", answers the same list', async () => {
    const plain = await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook');
    const slashed = await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook/');
    expect(slashed.status).toBe(200);
    expect(names(slashed.body)).toEqual(names(plain.body));
  });

  it('as API Gateway delivers it: the route key and parameter, with the slash left in rawPath', async () => {
    const event = visitor.event('GET', '/api/aws/getPastPaperMarking/SampathBook/');
    event.routeKey = 'GET /api/aws/getPastPaperMarking/{category}';
    event.requestContext.routeKey = event.routeKey;
    event.pathParameters = { category: 'SampathBook' };
    const result = await contentApi(event);
    expect(result.statusCode).toBe(200);
    expect((JSON.parse(result.body ?? '') as TutePage).list).toHaveLength(5);
  });
});

describe('items and links', () => {
  it('name without ".pdf", year from the object metadata (or null), size in bytes', async () => {
    const list = (await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list;
    expect(list[0]).toEqual({
      name: 'Sampath Book 1',
      url: expect.any(String),
      year: '2024',
      size: tuteBytes.get('Sampath Book 1')!.length,
    });
    expect(list[1]).toMatchObject({ name: 'Sampath Book 2', year: null });
  });

  it('the link serves the PDF bytes inline as application/pdf and lives one hour', async () => {
    const item = (await student.get<TutePage>('/api/aws/getPastPaperMarking/PastPaperMarking')).body.list[0]!;
    expect(new URL(item.url).searchParams.get('X-Amz-Expires')).toBe('3600');
    const response = await fetch(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="2023 Marking Scheme\.pdf"/);
    expect(Buffer.from(await response.arrayBuffer()).equals(tuteBytes.get('2023 Marking Scheme')!)).toBe(true);
  });
});

describe('pagination', () => {
  it('one S3 page per request; the cursor continues where the last page ended', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '2', ...(cursor ? { cursor } : {}) };
      const response = await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook', { query });
      expect(response.status).toBe(200);
      sizes.push(response.body.list.length);
      seen.push(...names(response.body));
      cursor = response.body.nextCursor;
    } while (cursor);
    // The last page holds the fifth PDF and the skipped readme.txt.
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(['Sampath Book 1', 'Sampath Book 2', 'Sampath Book 3', 'Sampath Book 4', 'Sampath Book 5']);
  });

  it('a forged cursor, or one from another category, is a 400', async () => {
    const sampathCursor = (
      await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook', { query: { limit: '1' } })
    ).body.nextCursor!;
    const forged = Buffer.from(JSON.stringify({ category: 'SampathBook', after: '' })).toString('base64url');
    for (const [category, cursor] of [
      ['PastPaperMarking', sampathCursor],
      ['SampathBook', 'garbage'],
      ['SampathBook', forged],
    ] as const) {
      const response = await admin.get(`/api/aws/getPastPaperMarking/${category}`, { query: { cursor } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Invalid cursor.', code: 'common.invalidCursor' });
    }
  });

  it('refuses limits outside 1..100', async () => {
    for (const limit of ['0', '101'])
      expect((await visitor.get('/api/aws/getPastPaperMarking/SampathBook', { query: { limit } })).status).toBe(400);
  });
});
