/** Admin actions on streaming versions: retryStream for one video, makeStreams for a whole folder. */
import { requireAdmin } from '../../domain/sessions/guards';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { retryStreamSchema, type MakeStreamsResponse, type RetryStreamResponse } from '../../shared/schemas';
import { videoFolder } from '../folders';
import { makeStreams as backfill, retryStream as retry } from '../../domain/streaming/backfill';

export const retryStream: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const { title, sourceKind } = parseWith(retryStreamSchema, body);
  const stream = await retry(folder, title, sourceKind);
  const response: RetryStreamResponse = { title, streamState: stream?.state ?? 'none' };
  return { statusCode: 202, body: response };
};

export const makeStreams: Route<'folder'> = async ({ params, cookies }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const response: MakeStreamsResponse = { queued: await backfill(folder) };
  return { statusCode: 202, body: response };
};
