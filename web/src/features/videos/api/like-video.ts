import { request } from '../../../lib/api-client';
import type { LikeResponse } from '@schemas';

/** {liked}: sets the caller's like (idempotent); login needed. */
export const likeVideo = (title: string, liked: boolean): Promise<LikeResponse> =>
  request('POST /api/videoMeta/likeVideo/{title}', { params: { title }, body: { liked } });
