/**
 * The per-instance cache of video list pages with their presigned links
 * (functions/domain/videos/video-pages.ts): an upload the admin completes and a video the admin deletes are
 * seen by the very next list, the access gate still runs on every request, cached links keep most
 * of their hour, and a video listed behind the cache's back (another instance) appears within
 * VIDEO_PAGE_TTL_MS. The handlers' clock is frozen, so "within the ttl" never depends on speed.
 */
import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../functions/shared/resources';
import { GET_URL_SECONDS } from '../../functions/shared/presign-lifetime';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { SignedUpload, VideoPage } from '../../functions/shared/schemas';
import { VIDEO_PAGE_TTL_MS } from '../../functions/domain/videos/video-pages';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { contentApi, createIsolatedBuckets, minutesAgo, putObject, seedVideo } from './support/media';
import { startTranscoder } from './support/transcoder';
import { sendToUrl, signatureOf } from './support/uploads';

await startTranscoder();

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;
let frozenAt = 0;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'Theory']);
  admin = await adminBrowser(contentApi);
  student = (await verifiedStudent(contentApi)).browser;
  visitor = await new ApiClient(contentApi).prime();
  await seedVideo('free', 'Cached One', { uploadedAt: minutesAgo(10) });
  await seedVideo('Theory', 'Gated One', { uploadedAt: minutesAgo(10) });
});

beforeEach(() => {
  // Each test starts a ttl past the last one's clock, so nothing an earlier test cached is still fresh.
  frozenAt = Math.max(Date.now(), frozenAt) + VIDEO_PAGE_TTL_MS;
  vi.spyOn(clock, 'now').mockImplementation(() => frozenAt);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const freeList = async (): Promise<VideoPage> => {
  const response = await visitor.get<VideoPage>('/api/aws/getVideos/free');
  expect(response.status).toBe(200);
  return response.body;
};
const titles = async (): Promise<string[]> => (await freeList()).list.map((video) => video.title);

async function uploadThroughApi(title: string): Promise<void> {
  const video = randomBytes(4096);
  const image = randomBytes(512);
  const signed = await admin.put<SignedUpload>('/api/aws/putVideo/free', {
    filename: 'v.mp4',
    alYear: '2026',
    contentType: 'video/mp4',
    title,
    caption: 'c',
    size: video.length,
  });
  expect(signed.status).toBe(200);
  expect((await sendToUrl('PUT', signed.body.signedUrl, video, { 'Content-Type': 'video/mp4' })).status).toBe(200);
  const thumb = await admin.put<SignedUpload>('/api/aws/putThumbnail/free', {
    filename: 't.jpg',
    contentType: 'image/jpeg',
    title,
  });
  expect((await sendToUrl('PUT', thumb.body.signedUrl, image, { 'Content-Type': 'image/jpeg' })).status).toBe(200);
  expect((await admin.post('/api/aws/completeVideo/free', { title })).status).toBe(201);
}

describe('the video list cache', () => {
  it('lists an upload the admin completed, and drops a video deleted, on the very next request', async () => {
    expect(await titles()).toEqual(['Cached One']);
    await uploadThroughApi('Fresh Upload');
    expect(await titles()).toEqual(['Fresh Upload', 'Cached One']);
    expect((await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Fresh Upload' } })).status).toBe(200);
    expect(await titles()).toEqual(['Cached One']);
  });

  it('checks access on every request, whoever filled the cache', async () => {
    expect((await admin.get('/api/aws/getTheoryVideos/all')).status).toBe(200);
    expect((await student.get('/api/aws/getTheoryVideos/all')).status).toBe(403);
    expect((await visitor.get('/api/aws/getTheoryVideos/all')).status).toBe(401);
  });

  it('hands out the same links while cached, with most of their hour left, and they download', async () => {
    const first = await freeList();
    frozenAt += VIDEO_PAGE_TTL_MS - 1;
    const again = await freeList();
    expect(again).toEqual(first);
    const link = first.list[0]?.url ?? '';
    const { expires, date } = signatureOf(link);
    expect(expires).toBe(GET_URL_SECONDS);
    // X-Amz-Date is when the link was signed (yyyymmddThhmmssZ): at most the ttl before "now".
    const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(signedAt + GET_URL_SECONDS * 1000 - Date.now()).toBeGreaterThan(GET_URL_SECONDS * 1000 * 0.9);
    expect((await sendToUrl('GET', link)).status).toBe(200);
  });

  it('a video listed by another instance shows within the ttl', async () => {
    // The test before may have left a refresh of the page in flight, which could read the new video
    // whenever it runs. Let it settle, then start from a page built now, before the video is listed.
    frozenAt += VIDEO_PAGE_TTL_MS;
    await titles();
    frozenAt += VIDEO_PAGE_TTL_MS;
    expect(await titles()).not.toContain('Elsewhere');
    await putObject('free', 'Elsewherevideo', randomBytes(64), 'video/mp4');
    await putObject('free', 'Elsewhereimage', randomBytes(64), 'image/jpeg');
    const uploadedAt = new Date(frozenAt).toISOString();
    await dynamo.send(
      new PutCommand({
        TableName: process.env[tables.videoMeta.envVar],
        Item: {
          pk: 'VIDEO#Elsewhere',
          sk: 'META',
          title: 'Elsewhere',
          category: 'free',
          year: 'all',
          caption: 'listed by another instance',
          videoKey: 'Elsewherevideo',
          thumbnailKey: 'Elsewhereimage',
          uploadedAt,
          gsi1pk: 'CAT#free',
          gsi1sk: `${uploadedAt}#Elsewhere`,
        },
      }),
    );
    frozenAt += VIDEO_PAGE_TTL_MS - 1;
    expect(await titles()).not.toContain('Elsewhere');
    frozenAt += 1;
    expect(await titles()).toContain('Elsewhere');
  });
});
