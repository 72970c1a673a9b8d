/** The quiz bank: the admin creates, edits, copies and deletes quizzes; anyone lists them (never with answers). */
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { getDefinition, getRun } from '../../domain/quiz/definitions';
import type { DefinitionItem } from '../../domain/quiz/items';
import { deletable, editable } from '../../domain/quiz/rules';
import { currentUser, requireAdmin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { BadRequest, Conflict, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import { presignGet } from '../../shared/presign';
import type { Route } from '../../shared/router';
import { s3 } from '../../shared/s3';
import {
  quizImageUploadSchema,
  quizInputSchema,
  quizTexts,
  type QuizCreatedResponse,
  type QuizDetail,
  type QuizDraft,
  type QuizImageUploadResponse,
  type QuizRunState,
} from '../../shared/schemas';
import { deleteUnusedImages, imageKeysOf } from '../images';
import { presignImagePut, quizIdOf } from '../params';
import { deleteQuizRecords, listQuizSummaries, putNewQuiz, replaceDraft } from '../store-bank';

const IMAGE_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' } as const;

/** Every image a quiz names must have been uploaded: a key to nothing would break the question on every phone. */
async function requireImages(draft: QuizDraft): Promise<void> {
  const keys = [...new Set(draft.questions.flatMap((question) => (question.image ? [question.image] : [])))];
  const found = await Promise.all(
    keys.map(async (key) => {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: config.bucketName('quizImages'), Key: key }));
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || status === 403) return false;
        throw error;
      }
    }),
  );
  if (found.includes(false)) throw new BadRequest(quizTexts.image);
}

async function existing(quizIdParam: string | undefined): Promise<{ definition: DefinitionItem; state: QuizRunState }> {
  const quizId = quizIdOf(quizIdParam);
  const [definition, run] = await Promise.all([getDefinition(quizId), getRun(quizId)]);
  if (!definition) throw new NotFound(quizTexts.notFound);
  return { definition, state: run?.state ?? 'draft' };
}

const refuseChange = (state: QuizRunState): never => {
  throw new Conflict(state === 'ended' ? quizTexts.notEditable : quizTexts.running);
};

export const createQuiz: Route = async ({ cookies, body }) => {
  await requireAdmin(cookies);
  const draft = parseWith(quizInputSchema, body);
  await requireImages(draft);
  const quizId = await putNewQuiz(draft, clock.now());
  const response: QuizCreatedResponse = { quizId, message: quizTexts.created };
  return { statusCode: 201, body: response };
};

export const updateQuiz: Route<'quizId'> = async ({ cookies, params, body }) => {
  await requireAdmin(cookies);
  const { definition, state } = await existing(params.quizId);
  const draft = parseWith(quizInputSchema, body);
  if (!editable(state)) refuseChange(state);
  await requireImages(draft);
  if (!(await replaceDraft(definition, draft, clock.now())))
    refuseChange((await getRun(definition.quizId))?.state ?? 'lobby');
  const kept = imageKeysOf(draft.questions);
  await deleteUnusedImages([...imageKeysOf(definition.questions)].filter((key) => !kept.has(key)));
  return { body: { message: quizTexts.updated } };
};

export const duplicateQuiz: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const { definition } = await existing(params.quizId);
  const { title, description, audience, startsAt, questions } = definition;
  const quizId = await putNewQuiz(
    { title, description, audience, ...(startsAt ? { startsAt } : {}), questions },
    clock.now(),
  );
  const response: QuizCreatedResponse = { quizId, message: quizTexts.duplicated };
  return { statusCode: 201, body: response };
};

export const deleteQuiz: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const { definition, state } = await existing(params.quizId);
  if (!deletable(state)) throw new Conflict(quizTexts.running);
  await deleteQuizRecords(definition.quizId);
  await deleteUnusedImages(imageKeysOf(definition.questions));
  return { body: { message: quizTexts.deleted } };
};

export const adminQuiz: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const { definition, state } = await existing(params.quizId);
  const questions = await Promise.all(
    definition.questions.map(async ({ image, ...question }) =>
      image ? { ...question, image: { key: image, url: await presignGet('quizImages', image) } } : question,
    ),
  );
  const detail: QuizDetail = {
    quizId: definition.quizId,
    title: definition.title,
    description: definition.description,
    audience: definition.audience,
    ...(definition.startsAt ? { startsAt: definition.startsAt } : {}),
    state,
    questions,
    createdAt: definition.createdAt,
    updatedAt: definition.updatedAt,
  };
  return { body: detail };
};

export const imageUpload: Route = async ({ cookies, body }) => {
  await requireAdmin(cookies);
  const input = parseWith(quizImageUploadSchema, body);
  const key = `quiz/${randomUUID()}.${IMAGE_EXTENSIONS[input.contentType]}`;
  const response: QuizImageUploadResponse = {
    key,
    url: await presignImagePut(key, input.contentType, input.size),
    headers: { 'content-type': input.contentType },
  };
  return { body: response };
};

/**
 * Everyone sees the quizzes that are scheduled, running or over (the viewer's next quiz and the
 * practice list); a draft without a start time is the admin's work in progress and stays in the bank.
 */
export const getQuizzes: Route = async ({ cookies }) => {
  const [quizzes, user] = await Promise.all([listQuizSummaries(), currentUser(cookies)]);
  if (user?.role === 'admin') return { body: quizzes };
  return { body: quizzes.filter((quiz) => quiz.state !== 'draft' || quiz.startsAt !== undefined) };
};
