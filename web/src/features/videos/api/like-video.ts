import { api } from '../../../lib/api-client';
import type { LikeResponse } from '../../../../../functions/shared/schemas';

/** POST /api/videoMeta/likeVideo/{title} {liked} — sets the caller's like (idempotent); login needed. */
export const likeVideo = (title: string, liked: boolean) =>
  api<LikeResponse>(`/api/videoMeta/likeVideo/${encodeURIComponent(title)}`, { method: 'POST', body: { liked } });
