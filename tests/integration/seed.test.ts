/**
 * The sample content `npm start` seeds (local/seed/content.ts), against the real engines: every
 * object lands once under the media group's keys with the shipped file's bytes, the catalog and the
 * exam list hold each item once, a second run uploads nothing and keeps an admin's edits, and the
 * seeded site answers through the real handlers: the sample quizzes included, the next one with no
 * answer a student could read and the past one ended through the host's steps, open for practice.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_EXAMS,
  SAMPLE_TUTES,
  SAMPLE_VIDEOS,
  SEED_ASSETS,
  pdfKey,
  seedSampleContent,
  submitSampleStreams,
} from '../../local/seed/content';
import type { BucketKey } from '../../functions/shared/resources';
import { listExams } from '../../functions/exam/store';
import { listQuizSummaries } from '../../functions/quiz/store-bank';
import { getVideoRecord, listVideos, recordVideo } from '../../functions/domain/videos/catalog';
import { imageKeyFor, videoKeyFor } from '../../functions/domain/videos/pairing';
import { dynamo } from '../../functions/shared/dynamo';
import { s3 } from '../../functions/shared/s3';
import { config } from '../../functions/shared/config';
import {
  VIDEO_FOLDERS,
  type LiveStateResponse,
  type PracticeQuizResponse,
  type QuizSummary,
  type TutePage,
  type VideoPage,
} from '../../functions/shared/schemas';
import { SAMPLE_NEXT_QUIZ, SAMPLE_PAST_QUIZ } from '../../local/seed/quiz-content';
import { seedSampleQuizzes } from '../../local/seed/quizzes';
import { clock } from '../../functions/shared/clock';
import { eventually } from '../support/eventually';
import { ApiClient } from './support/client';
import { verifiedStudent } from './support/fixtures';
import { keysOf, quizApi } from './support/quiz';
import { contentApi, contentBuckets, createIsolatedBuckets } from './support/media';
import { startTranscoder } from './support/transcoder';

await startTranscoder();

const seededBuckets = contentBuckets;
const bucketOf = (key: BucketKey): string => config.bucketName(key);

async function keysIn(bucket: BucketKey): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucketOf(bucket), MaxKeys: 1000 }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function bodyOf(bucket: BucketKey, key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

const expectedKeys = (bucket: BucketKey): string[] =>
  [
    ...SAMPLE_VIDEOS.filter((video) => video.category === bucket).flatMap((video) => [
      videoKeyFor(video.title),
      imageKeyFor(video.title),
    ]),
    ...SAMPLE_TUTES.filter((tute) => tute.category === bucket).map((tute) => pdfKey(tute.name)),
  ].sort();

/** Every item of the videoMeta table (this file's own table): titles must appear once. */
async function catalogTitles(): Promise<string[]> {
  const titles: string[] = [];
  for (const category of VIDEO_FOLDERS) {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: config.tableName('videoMeta'),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `CAT#${category}` },
      }),
    );
    titles.push(...(page.Items ?? []).map((item) => String(item.title)));
  }
  return titles.sort();
}

beforeAll(async () => {
  // Own buckets, so other files' objects never show up in these exact listings (and ours not in theirs).
  await createIsolatedBuckets(seededBuckets);
  await Promise.all([seedSampleContent(), seedSampleQuizzes()]);
});

describe('sample content seeding', () => {
  it('ships small, playable sample files', async () => {
    let total = 0;
    for (const video of SAMPLE_VIDEOS) {
      const mp4 = await readFile(join(SEED_ASSETS, `${video.file}.mp4`));
      const jpg = await readFile(join(SEED_ASSETS, `${video.file}.jpg`));
      expect(mp4.length).toBeLessThanOrEqual(200 * 1024);
      expect(jpg.length).toBeLessThanOrEqual(30 * 1024);
      // ISO base media with the moov box before the media data (faststart: plays while loading).
      expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
      expect(jpg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      total += mp4.length + jpg.length;
    }
    expect(total).toBeLessThanOrEqual(1.2 * 1024 * 1024);
    expect(SAMPLE_VIDEOS.filter((video) => video.category === 'free').length).toBe(3);
    for (const category of ['Theory', 'Revision', 'Practical', 'Paper'] as const) {
      expect(SAMPLE_VIDEOS.filter((video) => video.category === category).length).toBe(1);
    }
  });

  it('stores every video and thumbnail once under the pairing keys, byte for byte', async () => {
    for (const bucket of seededBuckets) expect(await keysIn(bucket)).toEqual(expectedKeys(bucket));
    for (const video of SAMPLE_VIDEOS) {
      const bucket = video.category;
      const mp4 = await readFile(join(SEED_ASSETS, `${video.file}.mp4`));
      const jpg = await readFile(join(SEED_ASSETS, `${video.file}.jpg`));
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucketOf(bucket), Key: videoKeyFor(video.title) }));
      expect(head.ContentLength).toBe(mp4.length);
      expect(head.ContentType).toBe('video/mp4');
      const thumb = await s3.send(new HeadObjectCommand({ Bucket: bucketOf(bucket), Key: imageKeyFor(video.title) }));
      expect(thumb.ContentLength).toBe(jpg.length);
      expect(thumb.ContentType).toBe('image/jpeg');
      expect((await bodyOf(bucket, videoKeyFor(video.title))).equals(mp4)).toBe(true);
    }
  });

  it('records each video in the catalog once, paired, in its category', async () => {
    expect(await catalogTitles()).toEqual(SAMPLE_VIDEOS.map((video) => video.title).sort());
    for (const category of VIDEO_FOLDERS) {
      const { videos } = await listVideos({ category, limit: 100 });
      const expected = SAMPLE_VIDEOS.filter((video) => video.category === category);
      expect(videos.map((video) => video.title).sort()).toEqual(expected.map((video) => video.title).sort());
      for (const video of videos) {
        const sample = expected.find((candidate) => candidate.title === video.title);
        expect(video).toMatchObject({
          caption: sample?.caption,
          year: sample?.year,
          videoKey: videoKeyFor(video.title),
          thumbnailKey: imageKeyFor(video.title),
        });
      }
    }
  });

  it('stores one valid PDF per tute category with its year in the metadata', async () => {
    for (const tute of SAMPLE_TUTES) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucketOf(tute.category), Key: pdfKey(tute.name) }));
      expect(head.ContentType).toBe('application/pdf');
      expect(head.Metadata?.year).toBe(tute.year);
      const body = await bodyOf(tute.category, pdfKey(tute.name));
      expect(head.ContentLength).toBe(body.length);
      const text = body.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`(${tute.name})`);
      // startxref points at the xref table, and every entry at its "N 0 obj" (what strict readers check).
      const xrefAt = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
      const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) => Number(match[1]));
      expect(entries.length).toBe(7);
      entries.forEach((offset, index) =>
        expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`),
      );
    }
  });

  it('adds the two exams once', async () => {
    const exams = await listExams();
    expect(exams.map((exam) => exam.title).sort()).toEqual(SAMPLE_EXAMS.map((exam) => exam.title).sort());
    for (const exam of exams) expect(exam.link.startsWith('https://')).toBe(true);
  });

  it('a second run uploads nothing, duplicates nothing and keeps what an admin changed', async () => {
    const edited = SAMPLE_VIDEOS[0]!;
    const record = await getVideoRecord(edited.title);
    await recordVideo({ category: edited.category, title: edited.title, year: '2027', caption: 'Edited by the admin' });
    const puts = vi.spyOn(s3, 'send');
    try {
      await seedSampleContent();
      const uploads = puts.mock.calls.filter(([command]) => command instanceof PutObjectCommand);
      expect(uploads).toEqual([]);
    } finally {
      puts.mockRestore();
    }
    for (const bucket of seededBuckets) expect(await keysIn(bucket)).toEqual(expectedKeys(bucket));
    expect(await catalogTitles()).toEqual(SAMPLE_VIDEOS.map((video) => video.title).sort());
    expect(await getVideoRecord(edited.title)).toMatchObject({
      caption: 'Edited by the admin',
      year: '2027',
      uploadedAt: record?.uploadedAt,
    });
    expect((await listExams()).length).toBe(SAMPLE_EXAMS.length);
  });

  it('re-uploads an object that went missing (e.g. a wiped S3 directory) without a second catalog entry', async () => {
    const video = SAMPLE_VIDEOS.find((candidate) => candidate.category === 'Theory')!;
    await s3.send(new DeleteObjectCommand({ Bucket: bucketOf('Theory'), Key: imageKeyFor(video.title) }));
    await seedSampleContent();
    const jpg = await readFile(join(SEED_ASSETS, `${video.file}.jpg`));
    expect((await bodyOf('Theory', imageKeyFor(video.title))).equals(jpg)).toBe(true);
    expect(await catalogTitles()).toEqual(SAMPLE_VIDEOS.map((sample) => sample.title).sort());
  });

  it('is what a visitor gets from the API: free videos play from their presigned URLs, Sampath books open', async () => {
    const visitor = new ApiClient(contentApi);
    const free = await visitor.get<VideoPage>('/api/aws/getVideos/free');
    expect(free.status).toBe(200);
    expect(free.body.list.map((item) => item.title).sort()).toEqual(
      SAMPLE_VIDEOS.filter((video) => video.category === 'free')
        .map((video) => video.title)
        .sort(),
    );
    const first = free.body.list.find((item) => item.title === 'Introduction to Logic Gates')!;
    const download = await fetch(first.url);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer()).equals(
        await readFile(join(SEED_ASSETS, 'logic-gates-introduction.mp4')),
      ),
    ).toBe(true);

    const books = await visitor.get<TutePage>('/api/aws/getPastPaperMarking/SampathBook');
    expect(books.status).toBe(200);
    const sample = SAMPLE_TUTES.find((tute) => tute.category === 'SampathBook')!;
    expect(books.body.list).toMatchObject([{ name: sample.name, year: sample.year }]);
    const pdf = await fetch(books.body.list[0]!.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('the seed videos get their ladders through the upload’s submission, once', async () => {
    expect(await submitSampleStreams()).toBe(SAMPLE_VIDEOS.length);
    const states = async () =>
      Promise.all(SAMPLE_VIDEOS.map(async (video) => (await getVideoRecord(video.title))?.stream));
    await eventually(async () => (await states()).map((stream) => stream?.state), 90_000).not.toContain('processing');
    for (const stream of await states()) {
      expect(stream?.state).toBe('ready');
      // The samples are 320×180: the smallest rendition only.
      expect(stream?.renditions?.map((rendition) => rendition.name)).toEqual(['240p']);
    }
    expect(await submitSampleStreams()).toBe(0);
  });
});

describe('sample quizzes', () => {
  const titled = (quizzes: QuizSummary[], title: string) => quizzes.filter((quiz) => quiz.title === title);

  it('lists the next quiz, scheduled ahead with no answers, and the past one ended, to a student', async () => {
    const student = (await verifiedStudent(quizApi)).browser;
    const list = await student.get<QuizSummary[]>('/api/quiz/getQuizzes');
    expect(list.status).toBe(200);
    const [next] = titled(list.body, SAMPLE_NEXT_QUIZ.title);
    const [past] = titled(list.body, SAMPLE_PAST_QUIZ.title);
    expect(next).toMatchObject({ state: 'draft', audience: 'all', questionCount: SAMPLE_NEXT_QUIZ.questions.length });
    expect(Date.parse(next!.startsAt!)).toBeGreaterThan(clock.now());
    expect(past).toMatchObject({ state: 'ended', questionCount: SAMPLE_PAST_QUIZ.questions.length });
    expect(past!.endedAt).toBeDefined();
    // Nothing of the questions, let alone the answers, reaches a student before the run.
    for (const key of ['questions', 'answer', 'options', 'explanation']) expect(keysOf(list.body).has(key)).toBe(false);
    expect(list.rawBody).not.toContain(SAMPLE_NEXT_QUIZ.questions[0]!.explanation!);

    const state = await student.get<LiveStateResponse>(`/api/quiz/liveState/${next!.quizId}`);
    expect(state.status).toBe(200);
    expect(state.body.state).toBe('draft');
    expect(keysOf(state.body).has('question')).toBe(false);
    expect((await student.get(`/api/quiz/practice/${next!.quizId}`)).status).toBe(409);

    const practice = await student.get<PracticeQuizResponse>(`/api/quiz/practice/${past!.quizId}`);
    expect(practice.status).toBe(200);
    expect(practice.body.questions.map((question) => question.text)).toEqual(
      SAMPLE_PAST_QUIZ.questions.map((question) => question.text),
    );
    for (const key of ['answer', 'correct', 'explanation']) expect(keysOf(practice.body).has(key)).toBe(false);
  });

  it('a second run adds no quiz, and a start that passed unrun moves ahead', async () => {
    const before = await listQuizSummaries();
    const next = titled(before, SAMPLE_NEXT_QUIZ.title)[0]!;
    const later = vi.spyOn(clock, 'now').mockReturnValue(Date.parse(next.startsAt!) + 60_000);
    try {
      await seedSampleQuizzes();
    } finally {
      later.mockRestore();
    }
    const after = await listQuizSummaries();
    expect(after).toHaveLength(before.length);
    expect(titled(after, SAMPLE_NEXT_QUIZ.title)).toHaveLength(1);
    expect(titled(after, SAMPLE_PAST_QUIZ.title)).toMatchObject([
      { state: 'ended', endedAt: titled(before, SAMPLE_PAST_QUIZ.title)[0]!.endedAt },
    ]);
    expect(Date.parse(titled(after, SAMPLE_NEXT_QUIZ.title)[0]!.startsAt!)).toBeGreaterThan(Date.parse(next.startsAt!));
  });
});
