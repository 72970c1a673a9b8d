/**
 * Admin uploads: putVideo, putThumbnail, completeVideo for a video up to 64 MB, and
 * putFile and completeFile for tute PDFs. Every route checks the admin first (401 / 403), then the folder (404), then
 * the body (400).
 */
import { requireAdmin } from '../../domain/sessions/guards';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  completeFileSchema,
  completeVideoSchema,
  putFileSchema,
  putThumbnailSchema,
  putVideoSchema,
  type CompleteVideoResponse,
} from '../../shared/schemas';
import { tuteCategory, videoFolder } from '../folders';
import { verifyTute } from '../tutes/pdf-check';
import { prepareTutePut } from '../tutes/tute-files';
import { completeVideo as recordUpload, prepareThumbnailPut, prepareVideoPut } from '../uploads/video-uploads';
import { toVideoItem } from './videos';

export const putVideo: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const input = parseWith(putVideoSchema, body);
  return {
    body: await prepareVideoPut(folder, {
      title: input.title,
      year: input.alYear,
      caption: input.caption,
      size: input.size,
    }),
  };
};

export const putThumbnail: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const input = parseWith(putThumbnailSchema, body);
  return {
    body: await prepareThumbnailPut(folder, { title: input.title, contentType: input.contentType, size: input.size }),
  };
};

export const completeVideo: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const { title, sourceKind } = parseWith(completeVideoSchema, body);
  const response: CompleteVideoResponse = {
    video: await toVideoItem(await recordUpload(folder, title, sourceKind)),
  };
  return { statusCode: 201, body: response };
};

export const putFile: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const category = tuteCategory(params.folder);
  const input = parseWith(putFileSchema, body);
  return { body: await prepareTutePut(category, input) };
};

/** { checked: true } once the stored file reads as a PDF; 415 (and the file is gone) when it does not. */
export const completeFile: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const category = tuteCategory(params.folder);
  const { fileName } = parseWith(completeFileSchema, body);
  await verifyTute(category, fileName);
  return { body: { checked: true } };
};
