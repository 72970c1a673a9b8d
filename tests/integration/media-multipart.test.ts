/**
 * Large videos as S3 multipart uploads through presigned part URLs, against the real engines: a
 * 200 MB generated file sent four parts at a time, interrupted, resumed by starting again with the
 * same file (same uploadId, the stored parts reported), finished, and stored byte for byte; abort,
 * a different file under the same title, and every bad reference as 4xx JSON.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { headObject } from '../../functions/media/storage/objects';
import type {
  CompleteVideoResponse,
  MultipartSignResponse,
  MultipartStartResponse,
  SignedUpload,
  VideoPage,
} from '../../functions/shared/schemas';
import { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets } from './support/media';
import { startTranscoder } from './support/transcoder';
import { videoKeyFor } from '../../functions/domain/videos/pairing';
import {
  expectedSha256,
  fileBytes,
  inParallel,
  metaItemsOf,
  sendToUrl,
  signatureOf,
  storedSha256,
} from './support/uploads';

await startTranscoder();

const MiB = 1024 * 1024;
const PART = 16 * MiB;

let admin: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'Theory', 'Revision', 'Practical', 'Paper']);
  admin = await adminBrowser(contentApi);
});

interface LocalFile {
  seed: string;
  size: number;
  lastModified: number;
}

const startBody = (title: string, file: LocalFile) => ({
  title,
  filename: `${file.seed}.mp4`,
  size: file.size,
  lastModified: file.lastModified,
  contentType: 'video/mp4',
  alYear: 'all',
  caption: `Lecture ${title}`,
});

const start = (folder: string, title: string, file: LocalFile) =>
  admin.post<MultipartStartResponse>(`/api/aws/multipart/start/${folder}`, startBody(title, file));

/** What the admin page does for each missing part: sign in batches of ≤ 20, PUT the slice, report its ETag. */
async function sendParts(
  folder: string,
  upload: MultipartStartResponse,
  file: LocalFile,
  partNumbers: number[],
  report = true,
): Promise<Map<number, string>> {
  const etags = new Map<number, string>();
  const urls: Record<string, string> = {};
  for (let i = 0; i < partNumbers.length; i += 20) {
    const signed = await admin.post<MultipartSignResponse>(`/api/aws/multipart/sign/${folder}`, {
      uploadId: upload.uploadId,
      key: upload.key,
      partNumbers: partNumbers.slice(i, i + 20),
    });
    expect(signed.status).toBe(200);
    Object.assign(urls, signed.body.urls);
  }
  await inParallel(partNumbers, 4, async (partNumber) => {
    const offset = (partNumber - 1) * upload.partSize;
    const slice = fileBytes(file.seed, offset, Math.min(upload.partSize, file.size - offset));
    const stored = await sendToUrl('PUT', urls[String(partNumber)]!, slice);
    expect(stored.status).toBe(200);
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    etags.set(partNumber, stored.etag!);
    if (report) {
      const recorded = await admin.put(`/api/aws/multipart/part/${folder}`, {
        uploadId: upload.uploadId,
        key: upload.key,
        partNumber,
        etag: stored.etag,
      });
      expect(recorded.status).toBe(200);
    }
  });
  return etags;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a 200 MB lecture', () => {
  it('goes up in presigned parts, survives an interruption, resumes with the stored parts and ends byte-identical', async () => {
    const began = Date.now();
    const file: LocalFile = { seed: 'lecture-200mb', size: 200 * MiB + 777, lastModified: 1_750_000_000_000 };
    const partCount = Math.ceil(file.size / PART);

    const first = await start('Theory', 'Big Lecture', file);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      uploadId: expect.any(String),
      key: videoKeyFor('Big Lecture'),
      partSize: PART,
      partCount,
      completedParts: [],
    });
    expect(await metaItemsOf('Big Lecture')).toEqual(['MULTIPART', 'PENDING']);

    // Part URLs: UploadPart, length signed, at most 15 minutes.
    const probe = await admin.post<MultipartSignResponse>('/api/aws/multipart/sign/Theory', {
      uploadId: first.body.uploadId,
      key: first.body.key,
      partNumbers: [1, partCount],
    });
    expect(Object.keys(probe.body.urls).sort()).toEqual(['1', String(partCount)].sort());
    expect(probe.body.expiresIn).toBeLessThanOrEqual(900);
    for (const url of Object.values(probe.body.urls)) {
      const signature = signatureOf(url);
      // The length is fixed; no Content-Type is signed, since a browser sends none with a File.slice.
      expect(signature.signedHeaders.sort()).toEqual(['content-length', 'host']);
      expect(signature.expires).toBeLessThanOrEqual(900);
      expect(new URL(url).searchParams.get('uploadId')).toBe(first.body.uploadId);
    }

    // The first five parts are stored and reported; the sixth reaches S3 but the tab dies before reporting it.
    const early = await sendParts('Theory', first.body, file, range(1, 5));
    await sendParts('Theory', first.body, file, [6], false);

    const tooSoon = await admin.post('/api/aws/multipart/complete/Theory', {
      uploadId: first.body.uploadId,
      key: first.body.key,
    });
    expect(tooSoon).toMatchObject({
      status: 409,
      body: { message: 'Some parts have not been uploaded yet.', missingParts: range(6, partCount) },
    });
    expect((await admin.get<VideoPage>('/api/aws/getVideos/Theory')).body.list.map((v) => v.title)).not.toContain(
      'Big Lecture',
    );

    // The admin chooses the same file again: same upload, the reported parts, nothing else.
    const resumed = await start('Theory', 'Big Lecture', file);
    expect(resumed.status).toBe(200);
    expect(resumed.body.uploadId).toBe(first.body.uploadId);
    expect(resumed.body.completedParts).toEqual(
      range(1, 5).map((partNumber) => ({ partNumber, etag: early.get(partNumber) })),
    );

    const done = new Set(resumed.body.completedParts.map((part) => part.partNumber));
    const rest = range(1, resumed.body.partCount).filter((n) => !done.has(n));
    expect(rest).toEqual(range(6, partCount));
    await sendParts('Theory', resumed.body, file, rest);

    const completed = await admin.post('/api/aws/multipart/complete/Theory', {
      uploadId: resumed.body.uploadId,
      key: resumed.body.key,
    });
    expect(completed).toMatchObject({ status: 200, body: { key: videoKeyFor('Big Lecture') } });
    expect(await metaItemsOf('Big Lecture')).toEqual(['PENDING']);

    const stored = await storedSha256('Theory', videoKeyFor('Big Lecture'));
    expect(stored.size).toBe(file.size);
    expect(stored.sha256).toBe(expectedSha256(file.seed, file.size));
    expect((await headObject('Theory', videoKeyFor('Big Lecture')))?.contentType).toBe('video/mp4');

    // Then the thumbnail and completeVideo, as for a small video.
    const thumb = await admin.put<SignedUpload>('/api/aws/putThumbnail/Theory', {
      contentType: 'image/jpeg',
      title: 'Big Lecture',
    });
    expect(
      (await sendToUrl('PUT', thumb.body.signedUrl, randomBytes(300), { 'Content-Type': 'image/jpeg' })).status,
    ).toBe(200);
    const listed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/Theory', { title: 'Big Lecture' });
    expect(listed.status).toBe(201);
    expect(listed.body.video).toMatchObject({ title: 'Big Lecture', caption: 'Lecture Big Lecture', year: 'all' });
    expect((await admin.get<VideoPage>('/api/aws/getVideos/Theory')).body.list.map((v) => v.title)).toContain(
      'Big Lecture',
    );
    // The upload records are gone; the transcode job's output folder is recorded beside the entry.
    expect(await metaItemsOf('Big Lecture')).toEqual(['META', expect.stringMatching(/^STREAM#/)]);

    console.info(
      `200 MB multipart (interrupted + resumed, 4 parts in parallel, checksum): ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});

describe('abort and replace', () => {
  const small: LocalFile = { seed: 'small-lecture', size: 20 * MiB + 5, lastModified: 1_700_000_000_000 };

  it('abort removes the upload, its part records and the pending entry; the old id is then unknown', async () => {
    const upload = (await start('Paper', 'Abandoned', small)).body;
    expect(upload.partCount).toBe(2);
    await sendParts('Paper', upload, small, [1]);
    expect(await metaItemsOf('Abandoned')).toEqual(['MULTIPART', expect.stringMatching(/^PART#.+#00001$/), 'PENDING']);

    const aborted = await admin.delete('/api/aws/multipart/abort/Paper', {
      body: { uploadId: upload.uploadId, key: upload.key },
    });
    expect(aborted).toMatchObject({ status: 200, body: { message: 'Upload cancelled' } });
    expect(await metaItemsOf('Abandoned')).toEqual([]);
    expect(await headObject('Paper', videoKeyFor('Abandoned'))).toBeNull();

    for (const [method, path, body] of [
      ['POST', '/api/aws/multipart/sign/Paper', { uploadId: upload.uploadId, key: upload.key, partNumbers: [2] }],
      [
        'PUT',
        '/api/aws/multipart/part/Paper',
        { uploadId: upload.uploadId, key: upload.key, partNumber: 2, etag: `"${'b'.repeat(32)}"` },
      ],
      ['POST', '/api/aws/multipart/complete/Paper', { uploadId: upload.uploadId, key: upload.key }],
      ['DELETE', '/api/aws/multipart/abort/Paper', { uploadId: upload.uploadId, key: upload.key }],
    ] as const) {
      expect(await admin.call(method, path, { body })).toMatchObject({
        status: 404,
        body: { message: 'No unfinished upload with this id.' },
      });
    }

    // Starting again is a fresh upload.
    const fresh = (await start('Paper', 'Abandoned', small)).body;
    expect(fresh.uploadId).not.toBe(upload.uploadId);
    expect(fresh.completedParts).toEqual([]);
  });

  it('another file under the same title (other size or date) replaces the unfinished upload', async () => {
    const first = (await start('Revision', 'Replaced', small)).body;
    await sendParts('Revision', first, small, [1]);
    const other = { ...small, seed: 'other-file', lastModified: small.lastModified + 1 };
    const second = (await start('Revision', 'Replaced', other)).body;
    expect(second.uploadId).not.toBe(first.uploadId);
    expect(second.completedParts).toEqual([]);
    expect(
      (
        await admin.post('/api/aws/multipart/sign/Revision', {
          uploadId: first.uploadId,
          key: first.key,
          partNumbers: [1],
        })
      ).status,
    ).toBe(404);
    // Only the new upload's records remain.
    expect((await metaItemsOf('Replaced')).filter((sk) => sk.startsWith('PART#'))).toEqual([]);
  });

  it('a single-PUT upload of the title also gives up its unfinished multipart upload', async () => {
    const upload = (await start('Practical', 'Switched', small)).body;
    const single = await admin.put('/api/aws/putVideo/Practical', {
      filename: 'short.mp4',
      alYear: '2025',
      contentType: 'video/mp4',
      title: 'Switched',
      caption: 'short after all',
      size: 100,
    });
    expect(single.status).toBe(200);
    expect(await metaItemsOf('Switched')).toEqual(['PENDING']);
    expect(
      (await admin.post('/api/aws/multipart/complete/Practical', { uploadId: upload.uploadId, key: upload.key }))
        .status,
    ).toBe(404);
  });
});

describe('bad multipart input → 4xx JSON', () => {
  const file: LocalFile = { seed: 'bad-input', size: 40 * MiB, lastModified: 1 };
  let upload: MultipartStartResponse;

  beforeAll(async () => {
    upload = (await start('free', 'Bad Input Lecture', file)).body;
  });

  it.each([
    ['a wrong uploadId', { partNumbers: [1], uploadId: 'not-the-id' }, 404, 'No unfinished upload with this id.'],
    [
      'a key of another title',
      { partNumbers: [1], key: 'Someone Elsevideo' },
      404,
      'No unfinished upload with this id.',
    ],
    [
      'the safe key of another title',
      { partNumbers: [1], key: videoKeyFor('Someone Else') },
      404,
      'No unfinished upload with this id.',
    ],
    ['a key that is not a video key', { partNumbers: [1], key: 'Bad Input Lectureimage' }, 400, 'Unknown upload key.'],
    ['a key with "/"', { partNumbers: [1], key: '../Bad Input Lecturevideo' }, 400, 'Unknown upload key.'],
    ['no part numbers', { partNumbers: [] }, 400, 'Ask for 1 to 20 part numbers at a time.'],
    ['21 part numbers', { partNumbers: range(1, 21) }, 400, 'Ask for 1 to 20 part numbers at a time.'],
    ['part 0', { partNumbers: [0] }, 400, 'That part number is not part of this upload.'],
    ['a part past the end of the file', { partNumbers: [4] }, 400, 'That part number is not part of this upload.'],
  ])('sign: %s', async (_label, patch, status, message) => {
    const body = { uploadId: upload.uploadId, key: upload.key, ...patch };
    expect(await admin.post('/api/aws/multipart/sign/free', body)).toMatchObject({ status, body: { message } });
  });

  it('sign in another folder than the upload → 404', async () => {
    expect(
      (
        await admin.post('/api/aws/multipart/sign/Theory', {
          uploadId: upload.uploadId,
          key: upload.key,
          partNumbers: [1],
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    ['an ETag that is not one', { etag: 'hello' }, 'Send the ETag S3 returned for the part.'],
    ['no ETag', { etag: undefined }, 'Send the ETag S3 returned for the part.'],
    ['a part past the end', { partNumber: 4 }, 'That part number is not part of this upload.'],
    ['a fractional part number', { partNumber: 1.5 }, 'That part number is not part of this upload.'],
  ])('part: %s → 400', async (_label, patch, message) => {
    const body = { uploadId: upload.uploadId, key: upload.key, partNumber: 1, etag: `"${'c'.repeat(32)}"`, ...patch };
    expect(await admin.put('/api/aws/multipart/part/free', body)).toMatchObject({ status: 400, body: { message } });
  });

  it.each([
    ['a video type other than MP4', { contentType: 'video/quicktime' }, 'Videos must be MP4 files (video/mp4).'],
    ['a file over 16 GB', { size: 16 * 1024 * MiB + 1 }, 'Videos can be at most 16 GB.'],
    ['no lastModified', { lastModified: undefined }, "The file's last-modified time is missing."],
    ['a title with ".."', { title: 'a..b' }, 'A video title must be 1 to 200 characters, without "/", "\\" or "..".'],
    ['a title with "/"', { title: 'a/b' }, 'A video title must be 1 to 200 characters, without "/", "\\" or "..".'],
  ])('start: %s → 400', async (_label, patch, message) => {
    expect(
      await admin.post('/api/aws/multipart/start/free', { ...startBody('Start Rules', file), ...patch }),
    ).toMatchObject({ status: 400, body: { message } });
  });

  it('complete takes every part of the largest video in one body (over the usual 16 KB), and still checks what is missing', async () => {
    const huge: LocalFile = { seed: 'never-sent', size: 16 * 1024 * MiB, lastModified: 3 };
    const upload = (await start('free', 'Largest Lecture', huge)).body;
    expect(upload.partCount).toBe(1024);
    const parts = range(1, 1023).map((partNumber) => ({
      partNumber,
      etag: `"${partNumber.toString(16).padStart(32, '0')}"`,
    }));
    const body = { uploadId: upload.uploadId, key: upload.key, parts };
    expect(JSON.stringify(body).length).toBeGreaterThan(16 * 1024);
    const response = await admin.post('/api/aws/multipart/complete/free', body);
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'Some parts have not been uploaded yet.', missingParts: [1024] },
    });
    // The parts the browser listed are recorded: a start now resumes with them.
    const resumed = (await start('free', 'Largest Lecture', huge)).body;
    expect(resumed.completedParts).toEqual(parts);

    const ref = { uploadId: upload.uploadId, key: upload.key };
    expect(
      await admin.post('/api/aws/multipart/complete/free', undefined, {
        rawBody: 'x'.repeat(129 * 1024),
        contentType: 'application/json',
      }),
    ).toMatchObject({
      status: 413,
      body: { message: 'Request body is too large.' },
    });
    expect(
      await admin.post('/api/aws/multipart/complete/free', undefined, {
        rawBody: 'uploadId=1',
        contentType: 'text/plain',
      }),
    ).toMatchObject({
      status: 415,
      body: { message: 'Content-Type must be application/json.' },
    });
    expect(
      await admin.post('/api/aws/multipart/complete/free', undefined, {
        rawBody: '{"uploadId":',
        contentType: 'application/json',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body.' },
    });
    expect(
      (
        await admin.post('/api/aws/multipart/complete/free', {
          ...ref,
          parts: [{ partNumber: 1025, etag: parts[0]!.etag }],
        })
      ).status,
    ).toBe(400);
    expect((await admin.delete('/api/aws/multipart/abort/free', { body: ref })).status).toBe(200);
    expect(await metaItemsOf('Largest Lecture')).toEqual([]);
  });

  it('complete with parts the browser could not report records them first', async () => {
    const tiny: LocalFile = { seed: 'tiny', size: 6 * MiB, lastModified: 2 };
    const only = (await start('free', 'Reported Late', tiny)).body;
    expect(only.partCount).toBe(1);
    const etags = await sendParts('free', only, tiny, [1], false);
    const completed = await admin.post('/api/aws/multipart/complete/free', {
      uploadId: only.uploadId,
      key: only.key,
      parts: [{ partNumber: 1, etag: etags.get(1) }],
    });
    expect(completed).toMatchObject({ status: 200, body: { key: videoKeyFor('Reported Late') } });
    expect((await storedSha256('free', videoKeyFor('Reported Late'))).sha256).toBe(expectedSha256('tiny', tiny.size));
  });
});
