/**
 * Question images leave the private bucket (s3rver) once no quiz names them: when the quiz is
 * deleted, and when a stored edit replaced or removed one; never an image a copy of the quiz still
 * shows, and never on an edit that was refused.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/shared/config';
import { s3 } from '../../functions/shared/s3';
import type { QuizDetail, QuizInput } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { createIsolatedBuckets } from './support/media';
import { createQuiz, host, quizApi, quizBody } from './support/quiz';

let admin: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['quizImages']);
  admin = await adminBrowser(quizApi);
});

/** Uploads a small image as the editor does (presigned PUT) and answers its key. */
async function uploadImage(): Promise<string> {
  const image = new Uint8Array(1024).fill(9);
  const upload = await admin.post<{ key: string; url: string; headers: Record<string, string> }>(
    '/api/quiz/imageUpload',
    { contentType: 'image/png', size: image.byteLength },
  );
  const put = await fetch(upload.body.url, { method: 'PUT', headers: upload.body.headers, body: image });
  if (put.status !== 200) throw new Error(`image PUT answered ${put.status}`);
  return upload.body.key;
}

async function stored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.bucketName('quizImages'), Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The sample quiz with images on its first questions (undefined leaves a question without one). */
function withImages(...images: (string | undefined)[]): Partial<QuizInput> {
  const questions = quizBody().questions.map((question, index) => {
    const image = images[index];
    return image ? { ...question, image } : question;
  });
  return { questions };
}

const edit = (quizId: string, body: Partial<QuizInput>) => admin.put(`/api/quiz/updateQuiz/${quizId}`, quizBody(body));

describe('question images', () => {
  it('are deleted with their quiz', async () => {
    const [a, b] = [await uploadImage(), await uploadImage()];
    const quizId = await createQuiz(admin, withImages(a, b));
    expect((await admin.delete(`/api/quiz/deleteQuiz/${quizId}`)).status).toBe(200);
    expect(await stored(a)).toBe(false);
    expect(await stored(b)).toBe(false);
  });

  it('an edit deletes the image it replaced or removed, after storing, and keeps the rest', async () => {
    const [kept, replaced, removed, fresh] = [
      await uploadImage(),
      await uploadImage(),
      await uploadImage(),
      await uploadImage(),
    ];
    const quizId = await createQuiz(admin, withImages(kept, replaced, removed));
    const response = await edit(quizId, withImages(kept, fresh));
    expect(response.status).toBe(200);
    const detail = await admin.get<QuizDetail>(`/api/quiz/adminQuiz/${quizId}`);
    expect(detail.body.questions.map((question) => question.image?.key)).toEqual([kept, fresh, undefined]);
    expect(await stored(kept)).toBe(true);
    expect(await stored(fresh)).toBe(true);
    expect(await stored(replaced)).toBe(false);
    expect(await stored(removed)).toBe(false);
  });

  it('a refused edit deletes nothing', async () => {
    const image = await uploadImage();
    const quizId = await createQuiz(admin, withImages(image));
    // Invalid: no questions at all.
    expect((await admin.put(`/api/quiz/updateQuiz/${quizId}`, { ...quizBody(), questions: [] })).status).toBe(400);
    // Valid, but names an image that was never uploaded.
    const missing = await edit(quizId, withImages('quiz/0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.png'));
    expect(missing.status).toBe(400);
    // The quiz is running: no edit is stored.
    await host(admin, 'openLobby', quizId);
    expect((await edit(quizId, withImages())).status).toBe(409);
    expect(await stored(image)).toBe(true);
    await host(admin, 'endQuiz', quizId);
  });

  it('keeps an image a copy of the quiz still shows, until no quiz names it', async () => {
    const [shared, other] = [await uploadImage(), await uploadImage()];
    const original = await createQuiz(admin, withImages(shared, other));
    const copied = await admin.post<{ quizId: string }>(`/api/quiz/duplicateQuiz/${original}`);
    expect(copied.status).toBe(201);
    const copy = copied.body.quizId;

    expect((await edit(original, withImages(undefined, other))).status).toBe(200);
    expect(await stored(shared)).toBe(true);
    expect((await admin.delete(`/api/quiz/deleteQuiz/${original}`)).status).toBe(200);
    expect(await stored(shared)).toBe(true);
    expect(await stored(other)).toBe(true);

    expect((await admin.delete(`/api/quiz/deleteQuiz/${copy}`)).status).toBe(200);
    expect(await stored(shared)).toBe(false);
    expect(await stored(other)).toBe(false);
  });
});
