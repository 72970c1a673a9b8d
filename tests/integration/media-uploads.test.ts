/**
 * Admin uploads and deletes against the real engines: who may call them, bad input
 * as 4xx JSON, presigned PUTs that sign the content type with at most 15 minutes of life (s3rver
 * checks expiry, not signatures, so the signature is read from the URL), the single-PUT video flow
 * (listed only after completeVideo), tute PDFs with their year, and deletes that leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getVideoRecord } from '../../functions/domain/videos/catalog';
import { headObject } from '../../functions/media/storage/objects';
import type {
  CompleteVideoResponse,
  TutePage,
  SignedDelete,
  SignedTuteUpload,
  SignedUpload,
  VideoPage,
} from '../../functions/shared/schemas';
import { addComment, saveProgress, setLike } from '../../functions/videoMeta/store';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { contentApi, contentBuckets, createIsolatedBuckets, seedVideo } from './support/media';
import { startTranscoder } from './support/transcoder';
import { metaItemsOf, sendToUrl, signatureOf } from './support/uploads';
import { videoKeyFor } from '../../functions/domain/videos/pairing';

await startTranscoder();

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(contentBuckets);
  admin = await adminBrowser(contentApi);
  student = (await verifiedStudent(contentApi)).browser;
  visitor = await new ApiClient(contentApi).prime();
});

afterEach(() => {
  vi.useRealTimers();
});

const videoBody = (title: string, size: number | string, extra: Record<string, unknown> = {}) => ({
  filename: 'lesson.mp4',
  alYear: '2026',
  contentType: 'video/mp4',
  title,
  caption: `About ${title}`,
  size,
  ...extra,
});

/** putVideo → PUT the bytes, as the admin page does. */
async function uploadVideo(folder: string, title: string, bytes: Buffer): Promise<void> {
  const signed = await admin.put<SignedUpload>(`/api/aws/putVideo/${folder}`, videoBody(title, bytes.length));
  expect(signed.status).toBe(200);
  expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, { 'Content-Type': 'video/mp4' })).status).toBe(200);
}

async function uploadThumbnail(
  folder: string,
  title: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<void> {
  const signed = await admin.put<SignedUpload>(`/api/aws/putThumbnail/${folder}`, {
    filename: 'thumb.jpg',
    contentType,
    title,
  });
  expect(signed.status).toBe(200);
  expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, { 'Content-Type': contentType })).status).toBe(200);
}

const listedTitles = async (folder: string): Promise<string[]> =>
  (await admin.get<VideoPage>(`/api/aws/getVideos/${folder}`)).body.list.map((video) => video.title);

const pdfBody = (fileName: string, size: number, year?: string) => ({
  fileName,
  size,
  contentType: 'application/pdf',
  ...(year === undefined ? {} : { year }),
});

describe('who may call the admin upload endpoints', () => {
  const calls: [string, string, unknown][] = [
    ['PUT', '/api/aws/putVideo/Theory', videoBody('Gate Test', 10)],
    ['PUT', '/api/aws/putThumbnail/Theory', { contentType: 'image/jpeg', title: 'Gate Test' }],
    ['POST', '/api/aws/completeVideo/Theory', { title: 'Gate Test' }],
    ['POST', '/api/aws/multipart/start/Theory', { ...videoBody('Gate Test', 100 * 1024 * 1024), lastModified: 1 }],
    ['POST', '/api/aws/multipart/sign/Theory', { uploadId: 'x', key: 'Gate Testvideo', partNumbers: [1] }],
    [
      'PUT',
      '/api/aws/multipart/part/Theory',
      { uploadId: 'x', key: 'Gate Testvideo', partNumber: 1, etag: `"${'a'.repeat(32)}"` },
    ],
    ['POST', '/api/aws/multipart/complete/Theory', { uploadId: 'x', key: 'Gate Testvideo' }],
    ['DELETE', '/api/aws/multipart/abort/Theory', { uploadId: 'x', key: 'Gate Testvideo' }],
    ['PUT', '/api/aws/putFile/SampathBook', pdfBody('Gate.pdf', 10)],
    ['DELETE', '/api/aws/deleteFile/SampathBook', { fileName: 'Gate' }],
    ['DELETE', '/api/aws/deleteVideo/Theory', { fileName: 'Gate Test' }],
  ];

  it.each(calls)('%s %s: visitor 401, student 403', async (method, path, body) => {
    expect(await visitor.call(method, path, { body })).toMatchObject({
      status: 401,
      body: { message: 'Please log in.' },
    });
    expect(await student.call(method, path, { body })).toMatchObject({
      status: 403,
      body: { message: 'Admins only.' },
    });
  });

  it.each(calls)('%s %s without the anti-forgery header: 403', async (method, path, body) => {
    expect(await admin.call(method, path, { body, xsrf: 'omit' })).toMatchObject({
      status: 403,
      body: { message: 'Invalid or missing anti-forgery token.' },
    });
  });

  it.each([
    ['PUT', '/api/aws/putVideo/theory', videoBody('Folder Test', 10), 'Unknown folder.'],
    ['PUT', '/api/aws/putVideo/SampathBook', videoBody('Folder Test', 10), 'Unknown folder.'],
    ['PUT', '/api/aws/putThumbnail/Videos', { contentType: 'image/jpeg', title: 'Folder Test' }, 'Unknown folder.'],
    ['POST', '/api/aws/completeVideo/..', { title: 'Folder Test' }, 'Unknown folder.'],
    [
      'POST',
      '/api/aws/multipart/start/Slides',
      { ...videoBody('Folder Test', 10), lastModified: 1 },
      'Unknown folder.',
    ],
    ['PUT', '/api/aws/putFile/Theory', pdfBody('x.pdf', 10), 'Unknown category.'],
    ['DELETE', '/api/aws/deleteFile/free', { fileName: 'x' }, 'Unknown category.'],
    ['DELETE', '/api/aws/deleteVideo/PastPaperMarking', { fileName: 'x' }, 'Unknown folder.'],
  ])('admin, unknown folder: %s %s → 404', async (method, path, body, message) => {
    expect(await admin.call(method, path, { body })).toMatchObject({ status: 404, body: { message } });
  });
});

describe('bad input → 4xx JSON', () => {
  it.each([
    [
      'a video type other than MP4',
      videoBody('Bad 1', 10, { contentType: 'video/webm' }),
      'Videos must be MP4 files (video/mp4).',
    ],
    ['a file over 64 MB', videoBody('Bad 2', 64 * 1024 * 1024 + 1), 'Files over 64 MB are uploaded in parts.'],
    ['a size of 0', videoBody('Bad 3', 0), 'The file size must be a whole number of bytes above 0.'],
    ['a size that is not a number', videoBody('Bad 4', '10'), 'The file size must be a whole number of bytes above 0.'],
    [
      'a title with "/"',
      videoBody('Unit 1/Part 2', 10),
      'A video title must be 1 to 200 characters, without "/", "\\" or "..".',
    ],
    ['a title with ".."', videoBody('..', 10), 'A video title must be 1 to 200 characters, without "/", "\\" or "..".'],
    [
      'a title with a backslash',
      videoBody('a\\b', 10),
      'A video title must be 1 to 200 characters, without "/", "\\" or "..".',
    ],
    ['a blank title', videoBody('   ', 10), 'A video title must be 1 to 200 characters, without "/", "\\" or "..".'],
    [
      'a title over 200 characters',
      videoBody('t'.repeat(201), 10),
      'A video title must be 1 to 200 characters, without "/", "\\" or "..".',
    ],
    ['a missing caption', videoBody('Bad 5', 10, { caption: '' }), 'Caption must be 1 to 2000 characters.'],
    [
      'a caption over 2000 characters',
      videoBody('Bad 6', 10, { caption: 'c'.repeat(2001) }),
      'Caption must be 1 to 2000 characters.',
    ],
    ['a year outside 2025..2030|all', videoBody('Bad 7', 10, { alYear: '2024' }), 'Year must be 2025 to 2030 or all.'],
  ])('putVideo: %s → 400', async (_label, body, message) => {
    expect(await admin.put('/api/aws/putVideo/Theory', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('a body that is not JSON → 415; malformed JSON → 400; no body → 400', async () => {
    expect(
      await admin.put('/api/aws/putVideo/Theory', undefined, {
        rawBody: 'title=x',
        contentType: 'application/x-www-form-urlencoded',
      }),
    ).toMatchObject({
      status: 415,
      body: { message: 'Content-Type must be application/json.' },
    });
    expect(
      await admin.put('/api/aws/putVideo/Theory', undefined, { rawBody: '{"title":', contentType: 'application/json' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body.' },
    });
    expect(await admin.put('/api/aws/putVideo/Theory')).toMatchObject({
      status: 400,
      body: { message: 'Request body must be a JSON object.' },
    });
  });

  it('putThumbnail: only JPEG or PNG, at most 5 MB when a size is sent', async () => {
    await admin.put('/api/aws/putVideo/Revision', videoBody('Thumb Rules', 10));
    for (const contentType of ['image/gif', 'image/svg+xml', 'text/html']) {
      expect(await admin.put('/api/aws/putThumbnail/Revision', { contentType, title: 'Thumb Rules' })).toMatchObject({
        status: 400,
        body: { message: 'Thumbnails must be JPEG or PNG images.' },
      });
    }
    expect(
      await admin.put('/api/aws/putThumbnail/Revision', {
        contentType: 'image/png',
        title: 'Thumb Rules',
        size: 5 * 1024 * 1024 + 1,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Thumbnails can be at most 5 MB.' },
    });
  });

  it.each([
    [
      'a name without .pdf',
      pdfBody('notes.docx', 10),
      400,
      'The file name must end in .pdf and have at most 150 characters, without "/", "\\" or "..".',
    ],
    [
      'a name with "/"',
      pdfBody('a/b.pdf', 10),
      400,
      'The file name must end in .pdf and have at most 150 characters, without "/", "\\" or "..".',
    ],
    [
      'a name with ".."',
      pdfBody('../secret.pdf', 10),
      400,
      'The file name must end in .pdf and have at most 150 characters, without "/", "\\" or "..".',
    ],
    [
      'a name of only ".pdf"',
      pdfBody('.pdf', 10),
      400,
      'The file name must end in .pdf and have at most 150 characters, without "/", "\\" or "..".',
    ],
    [
      'a name over 150 characters',
      pdfBody(`${'n'.repeat(147)}.pdf`, 10),
      400,
      'The file name must end in .pdf and have at most 150 characters, without "/", "\\" or "..".',
    ],
    [
      'a type other than PDF',
      { ...pdfBody('a.pdf', 10), contentType: 'application/octet-stream' },
      400,
      'Only PDF files (application/pdf) can be uploaded.',
    ],
    [
      'a year over 20 characters',
      pdfBody('a.pdf', 10, 'y'.repeat(21)),
      400,
      'The year can be at most 20 characters (letters, digits, spaces and punctuation).',
    ],
    [
      'a year that cannot be an HTTP header',
      pdfBody('a.pdf', 10, '২০২৪'),
      400,
      'The year can be at most 20 characters (letters, digits, spaces and punctuation).',
    ],
    ['a PDF over 50 MB', pdfBody('big.pdf', 50 * 1024 * 1024 + 1), 413, 'PDFs can be at most 50 MB.'],
  ])('putFile: %s', async (_label, body, status, message) => {
    expect(await admin.put('/api/aws/putFile/PastPaperMarking', body)).toMatchObject({ status, body: { message } });
  });

  it('deleteFile and deleteVideo refuse names with "/" or ".." (400) and unknown names (404)', async () => {
    for (const fileName of ['../x', 'a/b', '']) {
      expect((await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName } })).status).toBe(400);
      expect((await admin.delete('/api/aws/deleteVideo/free', { body: { fileName } })).status).toBe(400);
    }
    expect(
      await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName: 'Never Uploaded' } }),
    ).toMatchObject({
      status: 404,
      body: { message: 'File not found.' },
    });
    expect(await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Never Uploaded' } })).toMatchObject({
      status: 404,
      body: { message: 'Video not found.' },
    });
  });
});

describe('presigned PUT URLs', () => {
  it('sign the content type (and length) and live at most 15 minutes', async () => {
    const video = await admin.put<SignedUpload>('/api/aws/putVideo/Practical', videoBody('Signed Headers', 1234));
    expect(video.status).toBe(200);
    expect(video.body).toEqual({ signedUrl: expect.any(String), key: videoKeyFor('Signed Headers'), expiresIn: 900 });
    const signature = signatureOf(video.body.signedUrl);
    expect(signature.signedHeaders).toEqual(expect.arrayContaining(['content-type', 'content-length', 'host']));
    expect(signature.expires).toBeGreaterThan(0);
    expect(signature.expires).toBeLessThanOrEqual(900);

    const thumbnail = await admin.put<SignedUpload>('/api/aws/putThumbnail/Practical', {
      contentType: 'image/png',
      title: 'Signed Headers',
    });
    expect(thumbnail.body.key).toBe('Signed Headersimage');
    expect(signatureOf(thumbnail.body.signedUrl).signedHeaders).toContain('content-type');
    expect(signatureOf(thumbnail.body.signedUrl).expires).toBeLessThanOrEqual(900);

    const pdf = await admin.put<SignedTuteUpload>('/api/aws/putFile/RevisionTute', pdfBody('Signed.pdf', 99, '2024'));
    expect(pdf.body.headers).toEqual({ 'Content-Type': 'application/pdf', 'x-amz-meta-year': '2024' });
    expect(signatureOf(pdf.body.signedUrl).signedHeaders).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'x-amz-meta-year']),
    );
    expect(signatureOf(pdf.body.signedUrl).expires).toBeLessThanOrEqual(900);
  });

  it('a PUT of another size, type or year than the one signed is refused by the storage engine', async () => {
    const video = await admin.put<SignedUpload>('/api/aws/putVideo/Practical', videoBody('Tampered Upload', 5));
    const bigger = await sendToUrl('PUT', video.body.signedUrl, Buffer.from('hello world'), {
      'Content-Type': 'video/mp4',
    });
    expect([bigger.status, bigger.text]).toEqual([403, expect.stringContaining('SignatureDoesNotMatch')]);
    const html = await sendToUrl('PUT', video.body.signedUrl, Buffer.from('hello'), { 'Content-Type': 'text/html' });
    expect(html.status).toBe(403);
    expect(await headObject('Practical', videoKeyFor('Tampered Upload'))).toBeNull();

    const pdf = await admin.put<SignedTuteUpload>('/api/aws/putFile/RevisionTute', pdfBody('Tampered.pdf', 5, '2024'));
    const otherYear = await sendToUrl('PUT', pdf.body.signedUrl, Buffer.from('%PDF-'), {
      ...pdf.body.headers,
      'x-amz-meta-year': '1999',
    });
    expect(otherYear.status).toBe(403);
    expect((await sendToUrl('PUT', pdf.body.signedUrl, Buffer.from('%PDF-'), pdf.body.headers)).status).toBe(200);
  });

  it('an expired URL is refused by the storage engine', async () => {
    // Minted 16 minutes ago: the URL the server handed out then has run out by now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60_000);
    const signed = await admin.put<SignedUpload>('/api/aws/putVideo/Practical', videoBody('Expired Link', 5));
    vi.useRealTimers();
    expect(signed.status).toBe(200);
    const refused = await sendToUrl('PUT', signed.body.signedUrl, Buffer.from('hello'), {
      'Content-Type': 'video/mp4',
    });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Request has expired');
    expect(await headObject('Practical', videoKeyFor('Expired Link'))).toBeNull();

    // The same request through a fresh URL goes through.
    const fresh = await admin.put<SignedUpload>('/api/aws/putVideo/Practical', videoBody('Expired Link', 5));
    expect(
      (await sendToUrl('PUT', fresh.body.signedUrl, Buffer.from('hello'), { 'Content-Type': 'video/mp4' })).status,
    ).toBe(200);
  });
});

describe('single-PUT video upload', () => {
  it('putVideo → PUT → putThumbnail → PUT → completeVideo: listed only at the end, with its caption', async () => {
    const video = randomBytes(4096);
    const thumbnail = randomBytes(700);
    await uploadVideo('Theory', 'Flow Lesson', video);
    expect(await listedTitles('Theory')).not.toContain('Flow Lesson');
    await uploadThumbnail('Theory', 'Flow Lesson', thumbnail);
    expect(await listedTitles('Theory')).not.toContain('Flow Lesson');
    expect(await metaItemsOf('Flow Lesson')).toEqual(['PENDING']);

    const completed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/Theory', {
      title: 'Flow Lesson',
    });
    expect(completed.status).toBe(201);
    expect(completed.body.video).toMatchObject({ title: 'Flow Lesson', caption: 'About Flow Lesson', year: '2026' });
    // The upload records are gone; the transcode job's output folder is recorded beside the entry.
    expect(await metaItemsOf('Flow Lesson')).toEqual(['META', expect.stringMatching(/^STREAM#/)]);

    const list = (await admin.get<VideoPage>('/api/aws/getVideos/Theory')).body.list;
    const item = list.find((entry) => entry.title === 'Flow Lesson');
    expect(item).toMatchObject({
      caption: 'About Flow Lesson',
      year: '2026',
      uploadedDate: completed.body.video.uploadedDate,
    });
    const played = await fetch(item!.url);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);
    const shown = await fetch(item!.thumbnail);
    expect(Buffer.from(await shown.arrayBuffer()).equals(thumbnail)).toBe(true);

    // A retried completeVideo answers the same video and lists it once.
    const again = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/Theory', { title: 'Flow Lesson' });
    expect(again.status).toBe(201);
    expect(again.body.video.uploadedDate).toBe(completed.body.video.uploadedDate);
    expect((await listedTitles('Theory')).filter((title) => title === 'Flow Lesson')).toHaveLength(1);
  });

  it('completeVideo with the thumbnail missing → 409 and nothing listed or recorded', async () => {
    await uploadVideo('Paper', 'No Thumbnail', randomBytes(100));
    expect(await admin.post('/api/aws/completeVideo/Paper', { title: 'No Thumbnail' })).toMatchObject({
      status: 409,
      body: { message: 'The video or thumbnail has not finished uploading.' },
    });
    expect(await listedTitles('Paper')).not.toContain('No Thumbnail');
    expect(await getVideoRecord('No Thumbnail')).toBeNull();
    expect(await metaItemsOf('No Thumbnail')).toEqual(['PENDING']);
  });

  it('completeVideo with the video never sent (only its URL asked for) → 409', async () => {
    await admin.put('/api/aws/putVideo/Paper', videoBody('Never Sent', 100));
    await uploadThumbnail('Paper', 'Never Sent', randomBytes(50));
    expect((await admin.post('/api/aws/completeVideo/Paper', { title: 'Never Sent' })).status).toBe(409);
    expect(await listedTitles('Paper')).not.toContain('Never Sent');
  });

  it('a PNG thumbnail is accepted', async () => {
    await uploadVideo('free', 'Png Thumb', randomBytes(100));
    await uploadThumbnail('free', 'Png Thumb', randomBytes(80), 'image/png');
    expect((await admin.post('/api/aws/completeVideo/free', { title: 'Png Thumb' })).status).toBe(201);
    expect(await listedTitles('free')).toContain('Png Thumb');
  });

  it('completeVideo in another folder than the upload, or with no upload at all → 409', async () => {
    await uploadVideo('Revision', 'Wrong Folder', randomBytes(100));
    await uploadThumbnail('Revision', 'Wrong Folder', randomBytes(50));
    expect(await admin.post('/api/aws/completeVideo/Theory', { title: 'Wrong Folder' })).toMatchObject({
      status: 409,
      body: { message: 'No upload is waiting for this title. Start the upload again.' },
    });
    expect((await admin.post('/api/aws/completeVideo/Theory', { title: 'Nobody Started This' })).status).toBe(409);
  });

  it('putThumbnail before putVideo → 409', async () => {
    expect(
      await admin.put('/api/aws/putThumbnail/Theory', { contentType: 'image/jpeg', title: 'Thumbnail First' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'No upload is waiting for this title. Start the upload again.' },
    });
  });

  it('a title already listed in any category → 409', async () => {
    await seedVideo('Practical', 'Taken Title');
    for (const folder of ['Practical', 'Theory']) {
      expect(await admin.put(`/api/aws/putVideo/${folder}`, videoBody('Taken Title', 10))).toMatchObject({
        status: 409,
        body: { message: 'A video with this title already exists.' },
      });
    }
  });
});

describe('tute PDFs', () => {
  it('putFile → PUT with the returned headers → listed with its year; deleteFile removes it', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(500)]);
    const signed = await admin.put<SignedTuteUpload>(
      '/api/aws/putFile/SampathBook',
      pdfBody('Book One.pdf', bytes.length, ' 2024 A/L '),
    );
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      key: 'Book One.pdf',
      expiresIn: 900,
      headers: { 'Content-Type': 'application/pdf', 'x-amz-meta-year': '2024 A/L' },
    });
    expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, signed.body.headers)).status).toBe(200);

    const listed = (await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list;
    expect(listed).toContainEqual({ name: 'Book One', url: expect.any(String), year: '2024 A/L', size: bytes.length });
    const read = await fetch(listed.find((item) => item.name === 'Book One')!.url);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);

    const removed = await admin.delete<SignedDelete>('/api/aws/deleteFile/SampathBook', {
      body: { fileName: 'Book One' },
    });
    expect(removed.status).toBe(200);
    expect(signatureOf(removed.body.signedUrl).expires).toBeLessThanOrEqual(900);
    expect(await headObject('SampathBook', 'Book One.pdf')).toBeNull();
    expect(
      (await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list.map((item) => item.name),
    ).not.toContain('Book One');
    // The admin page then deletes through the link: harmless, the object is already gone.
    expect((await sendToUrl('DELETE', removed.body.signedUrl)).status).toBe(204);
    expect((await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName: 'Book One' } })).status).toBe(
      404,
    );
  });

  it('a PDF without a year has no year header and lists year null; deleteFile also takes the name with ".pdf"', async () => {
    const bytes = Buffer.from('%PDF-1.4\nsmall');
    const signed = await admin.put<SignedTuteUpload>(
      '/api/aws/putFile/PastPaperMarking',
      pdfBody('Marking 2023.PDF', bytes.length, ''),
    );
    expect(signed.body.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(signatureOf(signed.body.signedUrl).signedHeaders).not.toContain('x-amz-meta-year');
    expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, signed.body.headers)).status).toBe(200);
    const listed = (await admin.get<TutePage>('/api/aws/getPastPaperMarking/PastPaperMarking')).body.list;
    expect(listed).toContainEqual(expect.objectContaining({ name: 'Marking 2023', year: null }));
    expect(
      (await admin.delete('/api/aws/deleteFile/PastPaperMarking', { body: { fileName: 'Marking 2023.PDF' } })).status,
    ).toBe(200);
    expect(await headObject('PastPaperMarking', 'Marking 2023.PDF')).toBeNull();
  });
});

describe('tute PDFs are checked by their first bytes', () => {
  const listedNames = async (category: string) =>
    (await admin.get<TutePage>(`/api/aws/getPastPaperMarking/${category}`)).body.list.map((item) => item.name);

  it('a text file named .pdf: completeFile refuses it (415), deletes it, and it is never listed', async () => {
    const bytes = Buffer.from('just some notes, not a PDF at all\n');
    const signed = await admin.put<SignedTuteUpload>(
      '/api/aws/putFile/SampathBook',
      pdfBody('Notes.pdf', bytes.length),
    );
    expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, signed.body.headers)).status).toBe(200);
    // Stored but not yet completed: the listing checks it itself and leaves it out.
    expect(await listedNames('SampathBook')).not.toContain('Notes');

    expect(await admin.post('/api/aws/completeFile/SampathBook', { fileName: 'Notes.pdf' })).toMatchObject({
      status: 415,
      body: { message: expect.stringContaining('not a PDF') },
    });
    expect(await headObject('SampathBook', 'Notes.pdf')).toBeNull();
    expect(await listedNames('SampathBook')).not.toContain('Notes');
  });

  it('a real PDF: completeFile marks it (metadata kept) and it is listed', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200)]);
    const signed = await admin.put<SignedTuteUpload>(
      '/api/aws/putFile/SampathBook',
      pdfBody('Checked.pdf', bytes.length, '2025'),
    );
    expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, signed.body.headers)).status).toBe(200);
    expect(await admin.post('/api/aws/completeFile/SampathBook', { fileName: 'Checked.pdf' })).toMatchObject({
      status: 200,
    });
    expect(await headObject('SampathBook', 'Checked.pdf')).toMatchObject({
      contentType: 'application/pdf',
      metadata: { year: '2025', 'pdf-checked': 'yes' },
    });
    const listed = (await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list;
    expect(listed).toContainEqual({ name: 'Checked', url: expect.any(String), year: '2025', size: bytes.length });
  });

  it('names with = ; + # ? & $ : @ , upload, complete (200, marked), list, open and delete, as on S3', async () => {
    const names = [...'=;+#?&$:@,'].map((char) => `Tute ${char} 2025`);
    names.push('a=1;b+2#c?d&e$f:g@h,i');
    for (const name of names) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100)]);
      const signed = await admin.put<SignedTuteUpload>(
        '/api/aws/putFile/SampathBook',
        pdfBody(`${name}.pdf`, bytes.length),
      );
      expect(signed.status, name).toBe(200);
      expect((await sendToUrl('PUT', signed.body.signedUrl, bytes, signed.body.headers)).status, name).toBe(200);
      const completed = await admin.post('/api/aws/completeFile/SampathBook', { fileName: `${name}.pdf` });
      expect(completed.status, name).toBe(200);
      expect((await headObject('SampathBook', `${name}.pdf`))?.metadata, name).toMatchObject({ 'pdf-checked': 'yes' });
    }
    const list = (await admin.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook')).body.list;
    for (const name of names) {
      const item = list.find((entry) => entry.name === name);
      expect(item, name).toBeDefined();
      expect((await sendToUrl('GET', item!.url)).status, name).toBe(200);
      const deleted = await admin.delete('/api/aws/deleteFile/SampathBook', { body: { fileName: name } });
      expect(deleted.status, name).toBe(200);
      expect(await headObject('SampathBook', `${name}.pdf`), name).toBeNull();
    }
  });

  it('files stored before the check: a PDF is checked and marked on its first listing, a fake one is not listed', async () => {
    const pdf = Buffer.from('%PDF-1.4\nold upload');
    await sendToUrl(
      'PUT',
      (await admin.put<SignedTuteUpload>('/api/aws/putFile/RevisionTute', pdfBody('Old Tute.pdf', pdf.length))).body
        .signedUrl,
      pdf,
      { 'Content-Type': 'application/pdf' },
    );
    const fake = Buffer.from('<html>not a pdf</html>');
    await sendToUrl(
      'PUT',
      (await admin.put<SignedTuteUpload>('/api/aws/putFile/RevisionTute', pdfBody('Old Fake.pdf', fake.length))).body
        .signedUrl,
      fake,
      { 'Content-Type': 'application/pdf' },
    );
    const names = await listedNames('RevisionTute');
    expect(names).toContain('Old Tute');
    expect(names).not.toContain('Old Fake');
    expect((await headObject('RevisionTute', 'Old Tute.pdf'))?.metadata).toMatchObject({ 'pdf-checked': 'yes' });
  });

  it('completeFile is for admins, for a stored file with a .pdf name', async () => {
    expect((await visitor.post('/api/aws/completeFile/SampathBook', { fileName: 'Checked.pdf' })).status).toBe(401);
    expect((await student.post('/api/aws/completeFile/SampathBook', { fileName: 'Checked.pdf' })).status).toBe(403);
    expect((await admin.post('/api/aws/completeFile/SampathBook', { fileName: 'Missing.pdf' })).status).toBe(404);
    expect((await admin.post('/api/aws/completeFile/SampathBook', { fileName: 'notes.txt' })).status).toBe(400);
  });
});

describe('deleteVideo', () => {
  it('removes both objects, the catalog entry, likes, comments and progress; the returned DELETE link is harmless', async () => {
    const { record } = await seedVideo('Theory', 'Doomed Lesson');
    await setLike(record.title, 'user-1', true);
    await setLike(record.title, 'user-2', true);
    await addComment(record.title, { userId: 'user-1', name: 'Kasun', comment: 'Great', now: Date.now() });
    await addComment(record.title, { userId: 'user-2', name: 'Nimali', comment: 'Thanks', now: Date.now() + 1 });
    await saveProgress(record.title, 'user-1', 42, Date.now());
    expect((await metaItemsOf('Doomed Lesson')).length).toBe(6);

    // The admin page sends the object's name; the title works too.
    const response = await admin.delete<SignedDelete>('/api/aws/deleteVideo/Theory', {
      body: { fileName: 'Doomed Lessonvideo' },
    });
    expect(response.status).toBe(200);
    expect(new URL(response.body.signedUrl).pathname).toContain(videoKeyFor('Doomed Lesson'));
    expect(signatureOf(response.body.signedUrl).expires).toBeLessThanOrEqual(900);

    expect(await metaItemsOf('Doomed Lesson')).toEqual([]);
    expect(await headObject('Theory', videoKeyFor('Doomed Lesson'))).toBeNull();
    expect(await headObject('Theory', 'Doomed Lessonimage')).toBeNull();
    expect(await listedTitles('Theory')).not.toContain('Doomed Lesson');
    expect((await sendToUrl('DELETE', response.body.signedUrl)).status).toBe(204);
    expect(await admin.delete('/api/aws/deleteVideo/Theory', { body: { fileName: 'Doomed Lesson' } })).toMatchObject({
      status: 404,
      body: { message: 'Video not found.' },
    });
  });

  it('a video in another folder is not found there, and stays', async () => {
    await seedVideo('Revision', 'Stays Put');
    expect((await admin.delete('/api/aws/deleteVideo/Theory', { body: { fileName: 'Stays Put' } })).status).toBe(404);
    expect(await listedTitles('Revision')).toContain('Stays Put');
    expect(await headObject('Revision', videoKeyFor('Stays Put'))).not.toBeNull();
  });

  it('a deleted title can be uploaded again and starts with no likes or comments', async () => {
    const { record } = await seedVideo('free', 'Second Life');
    await setLike(record.title, 'user-1', true);
    await addComment(record.title, { userId: 'user-1', name: 'Kasun', comment: 'old', now: Date.now() });
    expect((await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Second Life' } })).status).toBe(200);
    await uploadVideo('free', 'Second Life', randomBytes(64));
    await uploadThumbnail('free', 'Second Life', randomBytes(32));
    expect((await admin.post('/api/aws/completeVideo/free', { title: 'Second Life' })).status).toBe(201);
    const meta = await visitor.get<{ likes: number; comments: unknown[] }>(
      `/api/videoMeta/getVideoByTitle/${encodeURIComponent('Second Life')}`,
    );
    expect(meta.body).toMatchObject({ likes: 0, comments: [] });
  });
});
