/** The quiz bank against the real engines: create, edit, copy, delete, list, image upload, with their refusals. */
import { beforeAll, describe, expect, it } from 'vitest';
import { quizTexts, type QuizDetail, type QuizSummary } from '../../functions/shared/schemas';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { createIsolatedBuckets } from './support/media';
import { createQuiz, host, keysOf, quizApi, quizBody } from './support/quiz';

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['quizImages']);
  admin = await adminBrowser(quizApi);
  student = (await verifiedStudent(quizApi)).browser;
  visitor = await new ApiClient(quizApi).prime();
});

const detail = (quizId: string) => admin.get<QuizDetail>(`/api/quiz/adminQuiz/${quizId}`);

describe('creating a quiz', () => {
  it('stores it with its answers for the admin and lists it for anyone without them', async () => {
    const quizId = await createQuiz(admin, { startsAt: '2026-12-05T19:30:00+05:30', audience: 'theoryAccess' });
    const view = await detail(quizId);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      quizId,
      state: 'draft',
      audience: 'theoryAccess',
      startsAt: '2026-12-05T14:00:00.000Z',
      questions: [
        { answer: 1, explanation: 'Donor atoms add free electrons.' },
        { answer: 2, explanation: '' },
        { answer: 0 },
      ],
    });
    const list = await visitor.get<QuizSummary[]>('/api/quiz/getQuizzes');
    expect(list.status).toBe(200);
    expect(list.body.find((quiz) => quiz.quizId === quizId)).toEqual({
      quizId,
      title: 'Unit 3: Electronics',
      description: 'Diodes and transistors',
      audience: 'theoryAccess',
      startsAt: '2026-12-05T14:00:00.000Z',
      state: 'draft',
      questionCount: 3,
    });
    for (const key of ['questions', 'answer', 'options', 'explanation']) expect(keysOf(list.body).has(key)).toBe(false);
  });

  it('keeps a draft without a start time out of everyone’s list but the admin’s', async () => {
    const unscheduled = await createQuiz(admin, { title: 'Work in progress' });
    const ids = async (client: ApiClient) =>
      (await client.get<QuizSummary[]>('/api/quiz/getQuizzes')).body.map((quiz) => quiz.quizId);
    expect(await ids(admin)).toContain(unscheduled);
    expect(await ids(student)).not.toContain(unscheduled);
    expect(await ids(visitor)).not.toContain(unscheduled);
    await host(admin, 'openLobby', unscheduled);
    expect(await ids(visitor)).toContain(unscheduled);
  });

  it.each([
    ['a marked answer beyond the options', { answer: 2 }, quizTexts.answer, 'quiz.answer'],
    ['too little time', { seconds: 5 }, quizTexts.seconds, 'quiz.seconds'],
    ['one option', { options: ['Only'] }, quizTexts.options, 'quiz.options'],
    [
      'an image never uploaded',
      { image: 'quiz/0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.jpg' },
      quizTexts.image,
      'quiz.image',
    ],
  ])('refuses %s with its own message', async (_label, change, message, code) => {
    const body = quizBody();
    const [first, ...rest] = body.questions;
    const response = await admin.post('/api/quiz/createQuiz', {
      ...body,
      questions: [{ ...first, ...change }, ...rest],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code });
  });

  it('refuses students and visitors', async () => {
    expect((await student.post('/api/quiz/createQuiz', quizBody())).status).toBe(403);
    expect((await visitor.post('/api/quiz/createQuiz', quizBody())).status).toBe(401);
  });
});

describe('editing, copying and deleting', () => {
  it('edits a draft, but not once its lobby is open; a copy of it is a draft again', async () => {
    const quizId = await createQuiz(admin);
    const before = (await detail(quizId)).body;
    const edited = await admin.put(`/api/quiz/updateQuiz/${quizId}`, quizBody({ title: 'Unit 3 (revised)' }));
    expect(edited.body).toEqual({ message: quizTexts.updated });
    const after = (await detail(quizId)).body;
    expect(after.title).toBe('Unit 3 (revised)');
    expect(after.updatedAt > before.updatedAt).toBe(true);

    await host(admin, 'openLobby', quizId);
    const refused = await admin.put(`/api/quiz/updateQuiz/${quizId}`, quizBody());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('quiz.running');
    expect((await admin.delete(`/api/quiz/deleteQuiz/${quizId}`)).body.code).toBe('quiz.running');
    expect((await admin.post(`/api/quiz/openLobby/${quizId}`)).body.code).toBe('quiz.alreadyRunning');

    const copy = await admin.post<{ quizId: string }>(`/api/quiz/duplicateQuiz/${quizId}`);
    expect(copy.status).toBe(201);
    const copied = (await detail(copy.body.quizId)).body;
    expect(copied).toMatchObject({ title: 'Unit 3 (revised)', state: 'draft', questions: after.questions });

    await host(admin, 'endQuiz', quizId);
    const afterEnd = await admin.put(`/api/quiz/updateQuiz/${quizId}`, quizBody());
    expect(afterEnd.body.code).toBe('quiz.notEditable');
    expect((await admin.delete(`/api/quiz/deleteQuiz/${quizId}`)).status).toBe(200);
    expect((await detail(quizId)).status).toBe(404);
  });

  it('answers 404 for a quiz that does not exist or an id that is no quiz id', async () => {
    for (const id of ['0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 'not-a-quiz', '..%2F..']) {
      const response = await admin.get(`/api/quiz/adminQuiz/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('quiz.notFound');
    }
  });
});

describe('question images', () => {
  it('hands out a presigned PUT of exactly the declared type and size, and a quiz may then name the key', async () => {
    const image = new Uint8Array(2048).fill(7);
    const upload = await admin.post<{ key: string; url: string; headers: Record<string, string> }>(
      '/api/quiz/imageUpload',
      { contentType: 'image/webp', size: image.byteLength },
    );
    expect(upload.status).toBe(200);
    expect(upload.body.key).toMatch(/^quiz\/[0-9a-f-]{36}\.webp$/);
    const put = await fetch(upload.body.url, { method: 'PUT', headers: upload.body.headers, body: image });
    expect(put.status).toBe(200);
    const body = quizBody();
    const [first, ...rest] = body.questions;
    const quizId = await createQuiz(admin, { questions: [{ ...first!, image: upload.body.key }, ...rest] });
    const question = (await detail(quizId)).body.questions[0];
    expect(question?.image?.key).toBe(upload.body.key);
    expect((await fetch(question?.image?.url ?? '')).status).toBe(200);
  });

  it('refuses another type or an image too large even after resizing', async () => {
    const gif = await admin.post('/api/quiz/imageUpload', { contentType: 'image/gif', size: 100 });
    expect(gif.body).toEqual({ message: quizTexts.imageType, code: 'quiz.imageType' });
    const huge = await admin.post('/api/quiz/imageUpload', { contentType: 'image/png', size: 10 * 1024 * 1024 });
    expect(huge.body).toEqual({ message: quizTexts.imageSize, code: 'quiz.imageSize' });
  });
});
