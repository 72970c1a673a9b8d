/**
 * The videoMeta group against the real engines: a video's page data for visitors and students,
 * the title rule ("<title>video" finds the video), gates, one like per user (the 50-way race is in race.test.ts), comments with the
 * session's name, and the resume position.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordVideo } from '../../functions/domain/videos/catalog';
import { clock } from '../../functions/shared/clock';
import type { CommentView, LikeResponse, VideoMetaView } from '../../functions/shared/schemas';
import { addComment } from '../../functions/videoMeta/store';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { contentApi, createIsolatedBuckets, grant, minutesAgo, seedVideo } from './support/media';

const FREE = 'Intro to Gears';
const THEORY = 'Engine Basics';
const meta = (title: string) => `/api/videoMeta/getVideoByTitle/${encodeURIComponent(title)}`;
const like = (title: string) => `/api/videoMeta/likeVideo/${encodeURIComponent(title)}`;
const comment = (title: string) => `/api/videoMeta/addCommentByTitle/${encodeURIComponent(title)}`;
const progress = (title: string) => `/api/videoMeta/progress/${encodeURIComponent(title)}`;

let admin: ApiClient;
let student: ApiClient;
let other: ApiClient;
/** Holds theoryAccess; full name Nimali Jayasinghe. */
let theoryStudent: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'Theory']);
  admin = await adminBrowser(contentApi);
  student = (await verifiedStudent(contentApi, { fullName: 'Kasun Perera' })).browser;
  other = (await verifiedStudent(contentApi, { fullName: 'Amal Silva' })).browser;
  const flagged = await verifiedStudent(contentApi, { fullName: 'Nimali Jayasinghe' });
  await grant(admin, flagged.email, 'theoryAccess');
  theoryStudent = flagged.browser;
  visitor = await new ApiClient(contentApi).prime();

  await seedVideo('free', FREE, { caption: 'Spur and helical gears', uploadedAt: minutesAgo(10) });
  await seedVideo('free', 'Parallel Likes', { uploadedAt: minutesAgo(9) });
  await seedVideo('free', 'Many Comments', { uploadedAt: minutesAgo(8) });
  await seedVideo('Theory', THEORY, { caption: 'Four-stroke cycle', uploadedAt: minutesAgo(7) });
  await recordVideo({
    category: 'free',
    title: 'Half Done',
    year: '2025',
    caption: 'video only',
    videoKey: 'Half Donevideo',
  });
});

describe('GET /api/videoMeta/getVideoByTitle/{title}', () => {
  it("a visitor sees a free video's meta, not liked, at position 0", async () => {
    const response = await visitor.get<VideoMetaView>(meta(FREE));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      title: FREE,
      caption: 'Spur and helical gears',
      likes: 0,
      liked: false,
      comments: [],
      nextCommentsCursor: null,
      position: 0,
      streamState: 'none',
      sourceKind: 'slides',
    });
  });

  it('drops the word "video" from the title: the object name finds its meta', async () => {
    const response = await visitor.get<VideoMetaView>(meta(`${FREE}video`));
    expect(response.status).toBe(200);
    expect(response.body.title).toBe(FREE);
  });

  it.each([['No Such Lesson'], ['Half Done'], ['x'.repeat(300)]])(
    '404 for %s (unknown, unpaired, impossible)',
    async (title) => {
      const response = await admin.get(meta(title));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Video not found.', code: 'video.videoNotFound' });
    },
  );

  it('a visitor cannot tell a members-only title from a made-up one: both answer "log in"', async () => {
    const gated = await visitor.get(meta(THEORY));
    const unknown = await visitor.get(meta('No Such Lesson'));
    const impossible = await visitor.get(meta('x'.repeat(300)));
    for (const response of [gated, unknown, impossible])
      expect(response).toMatchObject({ status: 401, body: { message: 'Please log in.' } });
    // A logged-in student still learns that a title does not exist.
    expect((await student.get(meta('No Such Lesson'))).status).toBe(404);
  });

  it("a gated video's meta needs its flag: visitor 401, student 403, flagged student and admin 200", async () => {
    expect(await visitor.get(meta(THEORY))).toMatchObject({ status: 401, body: { message: 'Please log in.' } });
    expect(await student.get(meta(THEORY))).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to these videos.' },
    });
    expect((await theoryStudent.get<VideoMetaView>(meta(THEORY))).body.caption).toBe('Four-stroke cycle');
    expect((await admin.get(meta(THEORY))).status).toBe(200);
  });
});

describe('POST /api/videoMeta/likeVideo/{title}', () => {
  it("without a body toggles the caller's one like", async () => {
    expect((await student.post<LikeResponse>(like(FREE))).body).toEqual({ likes: 1, liked: true });
    expect((await student.post<LikeResponse>(like(FREE))).body).toEqual({ likes: 0, liked: false });
  });

  it('{liked} sets the like, idempotently; likes count one per user', async () => {
    expect((await student.post<LikeResponse>(like(FREE), { liked: true })).body).toEqual({ likes: 1, liked: true });
    expect((await student.post<LikeResponse>(like(FREE), { liked: true })).body).toEqual({ likes: 1, liked: true });
    expect((await other.post<LikeResponse>(like(FREE), { liked: true })).body).toEqual({ likes: 2, liked: true });
    expect((await other.post<LikeResponse>(like(FREE), { liked: false })).body).toEqual({ likes: 1, liked: false });
    expect((await other.post<LikeResponse>(like(FREE), { liked: false })).body).toEqual({ likes: 1, liked: false });

    expect((await student.get<VideoMetaView>(meta(FREE))).body).toMatchObject({ likes: 1, liked: true });
    expect((await other.get<VideoMetaView>(meta(FREE))).body).toMatchObject({ likes: 1, liked: false });
    expect((await visitor.get<VideoMetaView>(meta(FREE))).body).toMatchObject({ likes: 1, liked: false });
  });

  it("needs a login, the video's flag, a known video and a valid body", async () => {
    expect(await visitor.post(like(FREE))).toMatchObject({ status: 401, body: { message: 'Please log in.' } });
    expect(await student.post(like(THEORY))).toMatchObject({
      status: 403,
      body: { message: 'You do not have access to these videos.' },
    });
    expect((await theoryStudent.post<LikeResponse>(like(THEORY), { liked: true })).body).toEqual({
      likes: 1,
      liked: true,
    });
    expect((await student.post(like('No Such Lesson'))).status).toBe(404);
    expect((await student.post(like(FREE), { liked: 'yes' })).status).toBe(400);
    expect(await student.post(like(FREE), undefined, { xsrf: 'omit' })).toMatchObject({
      status: 403,
      body: { message: 'Invalid or missing anti-forgery token.' },
    });
  });
});

describe('POST /api/videoMeta/addCommentByTitle/{title}', () => {
  it("stores the comment under the session user's name, whatever the body says", async () => {
    const response = await theoryStudent.post<{ comment: CommentView }>(comment(FREE), {
      name: 'Someone Else',
      comment: '  Great explanation!  ',
    });
    expect(response.status).toBe(201);
    expect(response.body.comment).toEqual({
      name: 'Nimali Jayasinghe',
      createdAt: expect.any(String),
      comment: 'Great explanation!',
    });
    expect(Number.isNaN(Date.parse(response.body.comment.createdAt))).toBe(false);
    const page = (await visitor.get<VideoMetaView>(meta(FREE))).body;
    expect(page.comments[0]).toEqual(response.body.comment);
  });

  it.each([
    ['blank', ''],
    ['whitespace', ' \n\t '],
    ['over 1000 characters', 'x'.repeat(1001)],
    ['not a string', 42],
    ['missing', undefined],
  ])('%s → 400', async (_case, text) => {
    const response = await student.post(comment(FREE), text === undefined ? {} : { comment: text });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Comment must be 1 to 1000 characters.', code: 'video.comment' });
  });

  it('accepts exactly 1000 characters', async () => {
    expect((await student.post(comment(FREE), { comment: 'y'.repeat(1000) })).status).toBe(201);
  });

  it("needs a login and the video's flag", async () => {
    expect((await visitor.post(comment(FREE), { comment: 'hi' })).status).toBe(401);
    expect((await student.post(comment(THEORY), { comment: 'hi' })).status).toBe(403);
    expect((await theoryStudent.post(comment(THEORY), { comment: 'hi' })).status).toBe(201);
  });

  it('lists newest first, 50 a page, with a cursor for older ones', async () => {
    const start = Date.now() - 3_600_000;
    for (let n = 0; n < 55; n += 1) {
      await addComment('Many Comments', {
        userId: 'u',
        name: 'Reader',
        comment: `comment ${n}`,
        now: start + n * 1000,
      });
    }
    // One through the API, with the handlers' clock a minute ahead: it is the newest.
    vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + 60_000);
    await student.post(comment('Many Comments'), { comment: 'latest' });
    vi.restoreAllMocks();

    const first = (await visitor.get<VideoMetaView>(meta('Many Comments'))).body;
    expect(first.comments).toHaveLength(50);
    expect(first.comments[0]).toMatchObject({ name: 'Kasun Perera', comment: 'latest' });
    expect(first.comments[1]!.comment).toBe('comment 54');
    expect(first.nextCommentsCursor).toEqual(expect.any(String));
    const second = (
      await visitor.get<VideoMetaView>(meta('Many Comments'), { query: { commentsCursor: first.nextCommentsCursor! } })
    ).body;
    expect(second.comments.map((c) => c.comment)).toEqual([
      'comment 5',
      'comment 4',
      'comment 3',
      'comment 2',
      'comment 1',
      'comment 0',
    ]);
    expect(second.nextCommentsCursor).toBeNull();
    expect((await visitor.get(meta('Many Comments'), { query: { commentsCursor: 'forged' } })).status).toBe(400);
  });
});

describe('PUT /api/videoMeta/progress/{title}', () => {
  it("saves the caller's position and getVideoByTitle returns it to that caller only", async () => {
    expect((await student.put(progress(FREE), { seconds: 42.5 })).body).toEqual({ position: 42.5 });
    expect((await student.put(progress(FREE), { seconds: 95 })).body).toEqual({ position: 95 });
    expect((await student.get<VideoMetaView>(meta(FREE))).body.position).toBe(95);
    expect((await other.get<VideoMetaView>(meta(FREE))).body.position).toBe(0);
    expect((await visitor.get<VideoMetaView>(meta(FREE))).body.position).toBe(0);
  });

  it.each([[-1], [86_401], ['30'], [null]])('seconds %s → 400', async (seconds) => {
    const response = await student.put(progress(FREE), { seconds });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Seconds must be a number from 0 to 86400.', code: 'video.seconds' });
  });

  it("needs a login and the video's flag", async () => {
    expect((await visitor.put(progress(FREE), { seconds: 1 })).status).toBe(401);
    expect((await student.put(progress(THEORY), { seconds: 1 })).status).toBe(403);
    expect((await theoryStudent.put(progress(THEORY), { seconds: 12 })).status).toBe(200);
    expect((await theoryStudent.get<VideoMetaView>(meta(THEORY))).body.position).toBe(12);
    expect((await student.put(progress('No Such Lesson'), { seconds: 1 })).status).toBe(404);
  });
});
