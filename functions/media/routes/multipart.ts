/** Admin multipart upload of a large video: start (or resume), sign parts, record a part, complete, abort. */
import { requireAdmin } from '../../domain/sessions/guards';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../shared/errors';
import { headerOf, parseWith, rawRequestBody, type ApiEvent } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  multipartAbortSchema,
  multipartCompleteSchema,
  multipartPartSchema,
  multipartSignSchema,
  multipartStartSchema,
  type MessageResponse,
  requestTexts,
  uploadTexts,
} from '../../shared/schemas';
import { videoFolder } from '../folders';
import { abortUpload, completeUpload, finishPart, signParts, startUpload } from '../uploads/multipart';

export const startMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const input = parseWith(multipartStartSchema, body);
  return {
    body: await startUpload(folder, {
      title: input.title,
      size: input.size,
      lastModified: input.lastModified,
      year: input.alYear,
      caption: input.caption,
    }),
  };
};

export const signMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  return { body: await signParts(folder, parseWith(multipartSignSchema, body)) };
};

export const recordMultipartPart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  return { body: await finishPart(folder, parseWith(multipartPartSchema, body)) };
};

/**
 * complete may carry every part's ETag (~60 bytes each; 1024 parts for the largest video), more
 * than the 16 KB JSON limit of every other route, so this route reads its own body (handler.ts
 * lists it in rawBodyRoutes) with the same rules and a larger cap.
 */
const COMPLETE_BODY_MAX_BYTES = 128 * 1024;

function completeBody(event: ApiEvent): unknown {
  const raw = rawRequestBody(event);
  if (raw.byteLength > COMPLETE_BODY_MAX_BYTES) throw new PayloadTooLarge(requestTexts.tooLarge);
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  const type = headerOf(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new UnsupportedMediaType(requestTexts.contentType);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(requestTexts.malformedJson);
  }
}

export const completeMultipart: Route<'folder'> = async ({ params, cookies, event }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  return { body: await completeUpload(folder, parseWith(multipartCompleteSchema, completeBody(event))) };
};

export const abortMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  await abortUpload(folder, parseWith(multipartAbortSchema, body));
  const response: MessageResponse = { message: uploadTexts.uploadCancelled };
  return { body: response };
};
