/**
 * POST streamFallback/{folder}: the player says it left a stream for the MP4. Anyone may say so (a
 * free video plays for visitors too); the answer changes nothing stored, it adds one to the
 * StreamFallbacks count. A fallback the student never notices costs about twenty times the data of
 * the stream, and a broken key or cookie makes every play fall back while the site looks fine, so
 * the count is what the fallback alarm watches.
 */
import { parseWith } from '../../shared/http';
import { countOne, METRICS } from '../../shared/metrics';
import type { Route } from '../../shared/router';
import { streamFallbackSchema, type StreamFallbackResponse } from '../../shared/schemas';
import { videoFolder } from '../folders';

export const streamFallback: Route<'folder'> = ({ params, body }) => {
  const folder = videoFolder(params.folder);
  const { reason, title } = parseWith(streamFallbackSchema, body);
  countOne(METRICS.streamFallbacks, { folder, reason, ...(title ? { title } : {}) });
  return Promise.resolve({ statusCode: 202, body: { recorded: true } satisfies StreamFallbackResponse });
};
