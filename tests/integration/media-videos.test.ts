/**
 * The video lists (/api/aws/getVideos/{folder} and the per-category year lists) against the real
 * engines: gates by login and access flag, pairing, year filters, pagination and presigned links
 * that really download the objects from s3rver (and stop working once expired).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buckets } from '../../functions/shared/resources';
import { getVideoRecord, recordVideo } from '../../functions/domain/videos/catalog';
import { presignGet } from '../../functions/shared/presign';
import type { VideoItem, VideoPage } from '../../functions/shared/schemas';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import {
  contentApi,
  createIsolatedBuckets,
  grant,
  minutesAgo,
  putObject,
  seedVideo,
  type SeededVideo,
} from './support/media';

const VIDEO_BUCKETS = ['free', 'Theory', 'Revision', 'Practical', 'Paper'] as const;
const GATED = ['Theory', 'Revision', 'Practical', 'Paper'] as const;

let admin: ApiClient;
let student: ApiClient;
/** Holds theoryAccess only. */
let theoryStudent: ApiClient;
let visitor: ApiClient;
const seeded = new Map<string, SeededVideo>();

beforeAll(async () => {
  await createIsolatedBuckets(VIDEO_BUCKETS);
  admin = await adminBrowser(contentApi);
  student = (await verifiedStudent(contentApi)).browser;
  const flagged = await verifiedStudent(contentApi);
  await grant(admin, flagged.email, 'theoryAccess');
  theoryStudent = flagged.browser;
  visitor = await new ApiClient(contentApi).prime();

  const videos: [(typeof VIDEO_BUCKETS)[number], string, '2025' | '2026' | 'all', number][] = [
    ['Theory', 'Ohms Law', '2025', 30],
    ['Theory', 'Kirchhoff Rules', 'all', 20],
    ['Theory', 'Gear Trains', '2026', 10],
    ['Revision', 'Revision One', '2025', 5],
    ['Practical', 'Lathe Safety', '2025', 5],
    ['Paper', '2024 Paper Part A', '2025', 5],
    ...[1, 2, 3, 4, 5].map((n): ['free', string, '2025', number] => ['free', `Free Lesson ${n}`, '2025', 100 + n]),
  ];
  for (const [category, title, year, age] of videos) {
    seeded.set(title, await seedVideo(category, title, { year, uploadedAt: minutesAgo(age) }));
  }
  // Half an upload: the video object and its record exist, the thumbnail does not.
  await putObject('Theory', 'Half Donevideo', Buffer.from('partial'), 'video/mp4');
  await recordVideo({
    category: 'Theory',
    title: 'Half Done',
    year: '2025',
    caption: 'no thumbnail yet',
    videoKey: 'Half Donevideo',
    uploadedAt: minutesAgo(1),
  });
});

const titles = (page: VideoPage) => page.list.map((item) => item.title);

describe('GET /api/aws/getVideos/{folder} gates', () => {
  it('free videos are public', async () => {
    const response = await visitor.get<VideoPage>('/api/aws/getVideos/free');
    expect(response.status).toBe(200);
    expect(titles(response.body)).toEqual([
      'Free Lesson 1',
      'Free Lesson 2',
      'Free Lesson 3',
      'Free Lesson 4',
      'Free Lesson 5',
    ]);
  });

  it.each(GATED)('%s: visitor 401, student without the flag 403, admin 200', async (folder) => {
    const path = `/api/aws/getVideos/${folder}`;
    expect(await visitor.get(path)).toMatchObject({ status: 401, body: { message: 'Please log in.' } });
    expect(await student.get(path)).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to these videos.' },
    });
    const asAdmin = await admin.get<VideoPage>(path);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.list.length).toBeGreaterThan(0);
  });

  it('a flag opens its own category only', async () => {
    const theory = await theoryStudent.get<VideoPage>('/api/aws/getVideos/Theory');
    expect(theory.status).toBe(200);
    for (const folder of ['Revision', 'Practical', 'Paper']) {
      expect((await theoryStudent.get(`/api/aws/getVideos/${folder}`)).status).toBe(403);
    }
  });

  it.each(['theory', 'Videos', 'PastPaperMarking', '..'])('unknown folder %s → 404', async (folder) => {
    const response = await admin.get(`/api/aws/getVideos/${encodeURIComponent(folder)}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Unknown folder.', code: 'video.unknownFolder' });
  });
});

describe('listing', () => {
  it('lists only paired videos, newest first, with the VideoItem shape', async () => {
    const response = await theoryStudent.get<VideoPage>('/api/aws/getVideos/Theory');
    expect(titles(response.body)).toEqual(['Gear Trains', 'Kirchhoff Rules', 'Ohms Law']);
    expect(response.body.nextCursor).toBeNull();
    const item = response.body.list.find((video) => video.title === 'Ohms Law') as VideoItem;
    const record = seeded.get('Ohms Law')!.record;
    expect(item).toEqual({
      title: 'Ohms Law',
      url: expect.any(String),
      thumbnail: expect.any(String),
      caption: 'About Ohms Law',
      uploadedDate: record.uploadedAt,
      year: '2025',
      streamState: 'none',
      sourceKind: 'slides',
    });
  });

  it('the meta of an unpaired upload is never listed', async () => {
    const all = await admin.get<VideoPage>('/api/aws/getTheoryVideos/all');
    expect(titles(all.body)).not.toContain('Half Done');
  });
});

describe('year lists', () => {
  it('a year lists that year plus the videos made for every year; "all" lists the category', async () => {
    expect(titles((await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/2025')).body)).toEqual([
      'Kirchhoff Rules',
      'Ohms Law',
    ]);
    expect(titles((await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/2026')).body)).toEqual([
      'Gear Trains',
      'Kirchhoff Rules',
    ]);
    expect(titles((await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/2030')).body)).toEqual([
      'Kirchhoff Rules',
    ]);
    expect(titles((await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/all')).body)).toEqual([
      'Gear Trains',
      'Kirchhoff Rules',
      'Ohms Law',
    ]);
  });

  it.each([
    ['getTheoryVideos', 'Theory'],
    ['getRevisionVideos', 'Revision'],
    ['getPracticalVideos', 'Practical'],
    ['getPaperVideos', 'Paper'],
  ])('%s: same gate as the %s folder', async (route, folder) => {
    const path = `/api/aws/${route}/2025`;
    expect((await visitor.get(path)).status).toBe(401);
    expect(await student.get(path)).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to these videos.' },
    });
    const asAdmin = await admin.get<VideoPage>(path);
    expect(asAdmin.status).toBe(200);
    // Nothing seeded into another category shows up here.
    const foreign = [...seeded.values()]
      .filter((video) => video.record.category !== folder)
      .map((video) => video.record.title);
    expect(asAdmin.body.list.length).toBeGreaterThan(0);
    expect(titles(asAdmin.body).filter((title) => foreign.includes(title))).toEqual([]);
  });

  it.each(['2024', '2031', 'ALL', 'abcd', '20255'])('year %s → 400', async (year) => {
    const response = await theoryStudent.get(`/api/aws/getTheoryVideos/${year}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Year must be 2025 to 2030 or all.', code: 'video.invalidYear' });
  });
});

describe('pagination', () => {
  it('pages through a folder with the cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '2', ...(cursor ? { cursor } : {}) };
      const page: VideoPage = (await visitor.get<VideoPage>('/api/aws/getVideos/free', { query })).body;
      sizes.push(page.list.length);
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(['Free Lesson 1', 'Free Lesson 2', 'Free Lesson 3', 'Free Lesson 4', 'Free Lesson 5']);
  });

  it('pages a year-filtered list too', async () => {
    const first = (await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/2025', { query: { limit: '1' } })).body;
    expect(titles(first)).toEqual(['Kirchhoff Rules']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await theoryStudent.get<VideoPage>('/api/aws/getTheoryVideos/2025', {
        query: { limit: '1', cursor: first.nextCursor! },
      })
    ).body;
    expect(titles(second)).toEqual(['Ohms Law']);
    expect(second.nextCursor).toBeNull();
  });

  it('defaults to 24 a page and refuses limits outside 1..100', async () => {
    expect((await visitor.get<VideoPage>('/api/aws/getVideos/free')).body.list).toHaveLength(5);
    for (const limit of ['0', '101', 'ten', '2.5']) {
      expect((await visitor.get('/api/aws/getVideos/free', { query: { limit } })).status).toBe(400);
    }
  });

  it('a forged cursor, or one from another category, is a 400', async () => {
    const theoryCursor = (await admin.get<VideoPage>('/api/aws/getVideos/Theory', { query: { limit: '1' } })).body
      .nextCursor!;
    for (const cursor of ['not-a-cursor', Buffer.from('{"pk":1}').toString('base64url'), theoryCursor]) {
      const response = await admin.get('/api/aws/getVideos/free', { query: { cursor } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Invalid cursor.', code: 'common.invalidCursor' });
    }
  });
});

describe('recordVideo (the catalog store seeding and uploads use)', () => {
  it('is idempotent and keeps the first upload time when none is given', async () => {
    const first = await recordVideo({
      category: 'Paper',
      title: 'Again',
      year: '2027',
      caption: 'one',
      videoKey: 'Againvideo',
      thumbnailKey: 'Againimage',
    });
    const second = await recordVideo({
      category: 'Paper',
      title: 'Again',
      year: '2027',
      caption: 'one',
      videoKey: 'Againvideo',
      thumbnailKey: 'Againimage',
    });
    expect(second).toEqual(first);
    expect(await getVideoRecord('Again')).toEqual(first);
  });

  it('a video recorded before its thumbnail is listed once the thumbnail is recorded', async () => {
    await putObject('Practical', 'Two Stepsvideo', Buffer.from('v'), 'video/mp4');
    await recordVideo({
      category: 'Practical',
      title: 'Two Steps',
      year: 'all',
      caption: 'c',
      videoKey: 'Two Stepsvideo',
      uploadedAt: minutesAgo(0),
    });
    expect(titles((await admin.get<VideoPage>('/api/aws/getVideos/Practical')).body)).not.toContain('Two Steps');
    await putObject('Practical', 'Two Stepsimage', Buffer.from('i'), 'image/jpeg');
    await recordVideo({
      category: 'Practical',
      title: 'Two Steps',
      year: 'all',
      caption: 'c',
      thumbnailKey: 'Two Stepsimage',
    });
    expect(titles((await admin.get<VideoPage>('/api/aws/getVideos/Practical')).body)[0]).toBe('Two Steps');
  });

  it('refuses a title taken in another category (409) and titles that cannot be a path segment (400)', async () => {
    await expect(
      recordVideo({ category: 'free', title: 'Ohms Law', year: '2025', caption: 'c' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    for (const title of ['', '   ', 'a/b', 'x'.repeat(201)]) {
      await expect(recordVideo({ category: 'free', title, year: '2025', caption: 'c' })).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });
});

describe('presigned links', () => {
  it('download the video and thumbnail bytes from storage and are valid for one hour', async () => {
    const list = (await visitor.get<VideoPage>('/api/aws/getVideos/free')).body.list;
    const item = list.find((video) => video.title === 'Free Lesson 3')!;
    const { video, image } = seeded.get('Free Lesson 3')!;
    for (const [url, bytes, type] of [
      [item.url, video, 'video/mp4'],
      [item.thumbnail, image, 'image/jpeg'],
    ] as const) {
      const link = new URL(url);
      expect(link.searchParams.get('X-Amz-Expires')).toBe('3600');
      expect(link.pathname).toContain(process.env[buckets.free.envVar]!);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('stop working once expired', async () => {
    const key = 'Free Lesson 1video';
    // Signed on a clock 2.1 s behind: the signature's second plus its one-second life are over when
    // storage, on the real clock, reads the link. Only Date is faked; the SDK's timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2_100 });
    const url = await presignGet('free', key, { expiresIn: 1 }).finally(() => vi.useRealTimers());
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('1');
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('never outlive an hour, whatever the caller asks for', async () => {
    const url = await presignGet('free', 'Free Lesson 1video', { expiresIn: 7 * 24 * 3600 });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3600');
  });
});
