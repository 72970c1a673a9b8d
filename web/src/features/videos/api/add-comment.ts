import { request } from '../../../lib/api-client';
import type { CommentCreatedResponse } from '@schemas';

/** {comment}: the author's name comes from the session. `quiet` for a send no one waits on (no spinner). */
export const addComment = (
  title: string,
  comment: string,
  options: { quiet?: boolean } = {},
): Promise<CommentCreatedResponse> =>
  request('POST /api/videoMeta/addCommentByTitle/{title}', {
    params: { title },
    body: { comment },
    quiet: options.quiet ?? false,
  });
