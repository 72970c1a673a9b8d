import { request } from '../../../lib/api-client';
import type { LikeResponse } from '@schemas';

/** {liked}: sets the caller's like (idempotent); login needed. `quiet` for a send no one waits on (no spinner). */
export const likeVideo = (title: string, liked: boolean, options: { quiet?: boolean } = {}): Promise<LikeResponse> =>
  request('POST /api/videoMeta/likeVideo/{title}', {
    params: { title },
    body: { liked },
    quiet: options.quiet ?? false,
  });
