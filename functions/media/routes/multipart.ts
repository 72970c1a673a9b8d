/** Admin multipart upload of a large video (api-contract-4): start (or resume), sign parts, record a part, complete, abort. */
import { requireAdmin } from '../../shared/auth';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  multipartAbortSchema,
  multipartCompleteSchema,
  multipartPartSchema,
  multipartSignSchema,
  multipartStartSchema,
  uploadMessages,
  type MessageResponse,
} from '../../shared/schemas';
import { videoFolder } from '../folders';
import { abortUpload, completeUpload, finishPart, signParts, startUpload } from '../multipart';

export const startMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const input = parseWith(multipartStartSchema, body);
  return { body: await startUpload(folder, { title: input.title, size: input.size, lastModified: input.lastModified, year: input.alYear, caption: input.caption }) };
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

export const completeMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  return { body: await completeUpload(folder, parseWith(multipartCompleteSchema, body)) };
};

export const abortMultipart: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  await abortUpload(folder, parseWith(multipartAbortSchema, body));
  const response: MessageResponse = { message: uploadMessages.uploadCancelled };
  return { body: response };
};
