import { request } from '../../../lib/api-client';
import type { CommentCreatedResponse } from '@schemas';

/** {comment}: the author's name comes from the session. */
export const addComment = (title: string, comment: string): Promise<CommentCreatedResponse> =>
  request('POST /api/videoMeta/addCommentByTitle/{title}', { params: { title }, body: { comment } });
