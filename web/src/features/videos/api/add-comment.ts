import { api } from '../../../lib/api-client';
import type { CommentView } from '../../../../../functions/shared/schemas';

/** POST /api/videoMeta/addCommentByTitle/{title} {comment} — the author's name comes from the session. */
export const addComment = (title: string, comment: string) =>
  api<{ comment: CommentView }>(`/api/videoMeta/addCommentByTitle/${encodeURIComponent(title)}`, {
    method: 'POST',
    body: { comment },
  });
