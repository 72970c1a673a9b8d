/**
 * Storage down mid-test: this file's own S3 engine (support/private-engines.ts) is stopped between
 * two requests and started again on the same port. While it is down every endpoint that needs S3
 * answers 503 JSON {message} (no hang: the test timeout bounds it, nothing is timed), and nothing is
 * half-written — the tables and buckets hold exactly what they held before (snapshots) — then the
 * same requests succeed once it is back.
 *
 * Endpoints that only sign URLs (putVideo, putThumbnail, putFile: signing is local computation) or
 * read the catalog table (getVideos) keep answering 200 while S3 is down; what matters for them is
 * that the upload the browser then attempts fails and nothing gets listed without its objects.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CompleteVideoResponse,
  MultipartSignResponse,
  MultipartStartResponse,
  TutePage,
  SignedTuteUpload,
  SignedUpload,
  SlideCreatedResponse,
  SlidesResponse,
  VideoPage,
} from '../../functions/shared/schemas';
import { ApiClient, type Handler } from './support/client';
import { ADMIN } from './support/fixtures';
import { loadApi, startPrivateEngines, type PrivateEngines } from './support/private-engines';
import { startTranscoder, transcodesSettled } from './support/transcoder';
import { fileBytes, sendToUrl } from './support/uploads';
import { videoKeyFor } from '../../functions/domain/videos/pairing';
import { captureLogLines, type CapturedLogs } from '../support/log-lines';

await startTranscoder();

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again.', code: 'request.unavailable' };
const JPEG = readFileSync(new URL('../../local/seed/assets/ohms-law-basics.jpg', import.meta.url));
const VIDEO = Buffer.concat([Buffer.from('....ftypmp42'), Buffer.alloc(4096, 7)]);
const TUTE_CATEGORIES = ['PastPaperMarking', 'RevisionTute', 'SampathBook'] as const;

let engines: PrivateEngines;
let api: Handler;
let admin: ApiClient;
let logs: CapturedLogs;

beforeAll(async () => {
  engines = await startPrivateEngines();
  ({ api } = await loadApi());
  admin = await new ApiClient(api).prime();
  const login = await admin.post('/api/user/login', ADMIN);
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
});

afterAll(async () => {
  await engines?.stop();
});

beforeEach(() => {
  logs = captureLogLines();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // A failed assertion must not leave the engine down for the next test.
  await engines.engines.startS3();
});

const videoBody = (title: string) => ({
  filename: 'lesson.mp4',
  alYear: '2026',
  contentType: 'video/mp4',
  title,
  caption: `About ${title}`,
  size: VIDEO.length,
});

/** The admin page's single-PUT upload: sign both, PUT both, complete. */
async function signVideo(title: string): Promise<{ video: string; thumbnail: string }> {
  const video = await admin.put<SignedUpload>('/api/aws/putVideo/free', videoBody(title));
  const thumbnail = await admin.put<SignedUpload>('/api/aws/putThumbnail/free', {
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    title,
    size: JPEG.length,
  });
  expect([video.status, thumbnail.status]).toEqual([200, 200]);
  return { video: video.body.signedUrl, thumbnail: thumbnail.body.signedUrl };
}

async function putBoth(urls: { video: string; thumbnail: string }): Promise<void> {
  expect((await sendToUrl('PUT', urls.video, VIDEO, { 'Content-Type': 'video/mp4' })).status).toBe(200);
  expect((await sendToUrl('PUT', urls.thumbnail, JPEG, { 'Content-Type': 'image/jpeg' })).status).toBe(200);
}

async function uploadVideo(title: string): Promise<void> {
  await putBoth(await signVideo(title));
  expect((await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/free', { title })).status).toBe(201);
  // Its transcode job ends (and updates the catalog) before the test compares stored state.
  await transcodesSettled();
}

const listedTitles = async (): Promise<string[]> => {
  const response = await admin.get<VideoPage>('/api/aws/getVideos/free');
  expect(response.status).toBe(200);
  return response.body.list.map((video) => video.title).sort();
};

async function uploadTute(fileName: string): Promise<string> {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 1)]);
  const signed = await admin.put<SignedTuteUpload>('/api/aws/putFile/SampathBook', {
    fileName: `${fileName}.pdf`,
    size: bytes.length,
    contentType: 'application/pdf',
  });
  expect(signed.status).toBe(200);
  return signed.body.signedUrl;
}
const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 1)]);

/** POST /api/slides as API Gateway delivers a browser's FormData: base64, isBase64Encoded. */
async function postSlide(
  caption: string,
): Promise<{ status: number; body: SlideCreatedResponse & { message?: string } }> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('image', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'slide.jpg');
  const request = new Request('http://localhost/api/slides', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const event = admin.event('POST', '/api/slides', {
    rawBody: '',
    contentType: request.headers.get('content-type') ?? '',
  });
  const result = await api({ ...event, body: body.toString('base64'), isBase64Encoded: true });
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? 'null') as SlideCreatedResponse & { message?: string },
  };
}

const expectUnavailable = (response: { status: number; body: unknown }): void => {
  expect(response.status).toBe(503);
  expect(response.body).toEqual(UNAVAILABLE);
};

describe('S3 stopped mid-test', () => {
  it('video upload: completeVideo → 503 and nothing is listed; after the restart the same upload completes', async () => {
    await uploadVideo('Listed Before');
    expect(await listedTitles()).toEqual(['Listed Before']);
    const tableBefore = await engines.tableItems('videoMeta');
    const keysBefore = await engines.bucketKeys('free');

    await engines.engines.stopS3();
    // Signing needs no request to S3, so the admin still gets the URLs …
    const urls = await signVideo('Stored Later');
    // … but the browser's PUTs cannot reach the stopped engine.
    await expect(sendToUrl('PUT', urls.video, VIDEO, { 'Content-Type': 'video/mp4' })).rejects.toThrow();
    expectUnavailable(await admin.post('/api/aws/completeVideo/free', { title: 'Stored Later' }));
    expect(logs.at('WARN').join('\n')).toMatch(/ECONNREFUSED|ECONNRESET/);
    // The list is read from the table: it still answers, without the unfinished video.
    expect(await listedTitles()).toEqual(['Listed Before']);
    // The only new item is the pending entry (never listed) that lets the upload finish later.
    const tableDown = await engines.tableItems('videoMeta');
    expect(
      tableDown
        .filter((item) => !tableBefore.includes(item))
        .map((item) => JSON.parse(item) as { pk: string; sk: string }),
    ).toEqual([expect.objectContaining({ pk: 'VIDEO#Stored Later', sk: 'PENDING' })]);
    expect(tableBefore.every((item) => tableDown.includes(item))).toBe(true);

    await engines.engines.startS3();
    expect(await engines.bucketKeys('free')).toEqual(keysBefore);
    await putBoth(urls);
    const completed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/free', { title: 'Stored Later' });
    expect(completed.status).toBe(201);
    expect(completed.body.video.title).toBe('Stored Later');
    expect(await listedTitles()).toEqual(['Listed Before', 'Stored Later']);
  });

  it('multipart start, complete and abort → 503 with the upload records unchanged; after the restart the same upload completes and lists', async () => {
    const title = 'Long Lecture';
    const key = videoKeyFor(title);
    const size = 64 * 1024 * 1024 + 1;
    const start = { ...videoBody(title), size, lastModified: 1_700_000_000_000 };
    const tableBefore = await engines.tableItems('videoMeta');

    await engines.engines.stopS3();
    expectUnavailable(await admin.post('/api/aws/multipart/start/free', start));
    expect(await engines.tableItems('videoMeta')).toEqual(tableBefore);

    await engines.engines.startS3();
    const started = await admin.post<MultipartStartResponse>('/api/aws/multipart/start/free', start);
    expect(started.status).toBe(200);
    const { uploadId, partCount, partSize } = started.body;
    const partNumbers = Array.from({ length: partCount }, (_, i) => i + 1);
    const signed = await admin.post<MultipartSignResponse>('/api/aws/multipart/sign/free', {
      uploadId,
      key,
      partNumbers,
    });
    for (const partNumber of partNumbers) {
      const offset = (partNumber - 1) * partSize;
      const stored = await sendToUrl(
        'PUT',
        signed.body.urls[String(partNumber)] ?? '',
        fileBytes(title, offset, Math.min(partSize, size - offset)),
      );
      expect(stored.status).toBe(200);
      expect(
        (await admin.put('/api/aws/multipart/part/free', { uploadId, key, partNumber, etag: stored.etag })).status,
      ).toBe(200);
    }
    const recorded = await engines.tableItems('videoMeta');

    await engines.engines.stopS3();
    expectUnavailable(await admin.post('/api/aws/multipart/complete/free', { uploadId, key }));
    expectUnavailable(await admin.call('DELETE', '/api/aws/multipart/abort/free', { body: { uploadId, key } }));
    expect(await engines.tableItems('videoMeta')).toEqual(recorded);

    await engines.engines.startS3();
    expect(await engines.bucketKeys('free')).not.toContain(key);
    expect(await admin.post('/api/aws/multipart/complete/free', { uploadId, key })).toMatchObject({
      status: 200,
      body: { key },
    });
    const thumbnail = await admin.put<SignedUpload>('/api/aws/putThumbnail/free', {
      filename: 'thumb.jpg',
      contentType: 'image/jpeg',
      title,
      size: JPEG.length,
    });
    expect((await sendToUrl('PUT', thumbnail.body.signedUrl, JPEG, { 'Content-Type': 'image/jpeg' })).status).toBe(200);
    expect((await admin.post('/api/aws/completeVideo/free', { title })).status).toBe(201);
    expect(await listedTitles()).toContain(title);
  });

  it('deleteVideo → 503 and the video, its like and its objects all remain; after the restart it deletes everything', async () => {
    await uploadVideo('Delete Me');
    expect((await admin.post('/api/videoMeta/likeVideo/Delete%20Me', { liked: true })).status).toBe(200);
    const tableBefore = await engines.tableItems('videoMeta');
    const keysBefore = await engines.bucketKeys('free');
    expect(keysBefore).toEqual(expect.arrayContaining([videoKeyFor('Delete Me'), 'Delete Meimage']));

    await engines.engines.stopS3();
    expectUnavailable(await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Delete Me' } }));
    expect(await engines.tableItems('videoMeta')).toEqual(tableBefore);
    expect(await listedTitles()).toContain('Delete Me');

    await engines.engines.startS3();
    expect(await engines.bucketKeys('free')).toEqual(keysBefore);
    expect((await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Delete Me' } })).status).toBe(200);
    expect(await listedTitles()).not.toContain('Delete Me');
    expect((await engines.tableItems('videoMeta')).some((item) => item.includes('"VIDEO#Delete Me"'))).toBe(false);
    expect(await engines.bucketKeys('free')).not.toEqual(expect.arrayContaining([videoKeyFor('Delete Me')]));
    expect(await engines.bucketKeys('free')).not.toEqual(expect.arrayContaining(['Delete Meimage']));
  });

  it('PDF lists and deleteFile → 503 with the bucket untouched; putFile signs, but the PUT fails until the restart', async () => {
    expect(
      (await sendToUrl('PUT', await uploadTute('Tute Before'), PDF_BYTES, { 'Content-Type': 'application/pdf' }))
        .status,
    ).toBe(200);
    const keysBefore = await engines.bucketKeys('SampathBook');
    expect(keysBefore).toEqual(['Tute Before.pdf']);

    await engines.engines.stopS3();
    for (const category of TUTE_CATEGORIES)
      expectUnavailable(await admin.get(`/api/aws/getPastPaperMarking/${category}`));
    expectUnavailable(await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName: 'Tute Before' } }));
    const laterUrl = await uploadTute('Tute Later');
    await expect(sendToUrl('PUT', laterUrl, PDF_BYTES, { 'Content-Type': 'application/pdf' })).rejects.toThrow();

    await engines.engines.startS3();
    expect(await engines.bucketKeys('SampathBook')).toEqual(keysBefore);
    const listed = await admin.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook');
    expect(listed.status).toBe(200);
    expect(listed.body.list.map((tute) => tute.name)).toEqual(['Tute Before']);
    expect((await sendToUrl('PUT', laterUrl, PDF_BYTES, { 'Content-Type': 'application/pdf' })).status).toBe(200);
    expect((await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName: 'Tute Before' } })).status).toBe(
      200,
    );
    expect(
      (await admin.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list.map((tute) => tute.name),
    ).toEqual(['Tute Later']);
  });

  it('slides: upload, list and delete → 503 with nothing stored or removed; all three work after the restart', async () => {
    const first = await postSlide('Before the outage');
    expect(first.status).toBe(201);
    const keysBefore = await engines.bucketKeys('slides');
    expect(keysBefore).toEqual([first.body.slide.id]);

    await engines.engines.stopS3();
    expectUnavailable(await postSlide('During the outage'));
    expectUnavailable(await admin.get('/api/slides'));
    expectUnavailable(await admin.delete(`/api/slides/${first.body.slide.id}`));

    await engines.engines.startS3();
    expect(await engines.bucketKeys('slides')).toEqual(keysBefore);
    const again = await postSlide('During the outage');
    expect(again.status).toBe(201);
    const listed = await admin.get<SlidesResponse>('/api/slides');
    expect(listed.body.slides.map((slide) => slide.caption)).toEqual(['During the outage', 'Before the outage']);
    expect((await admin.delete(`/api/slides/${first.body.slide.id}`)).status).toBe(200);
    expect(await engines.bucketKeys('slides')).toEqual([again.body.slide.id]);
  });
});
