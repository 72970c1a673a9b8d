import { request } from '../../../lib/api-client';
import type { OutboxWrite } from '../../../lib/saved-db';

/** Sends one queued write to the endpoint it was meant for. A background send: no spinner. */
export function sendWrite(write: OutboxWrite): Promise<unknown> {
  const params = { title: write.title };
  switch (write.kind) {
    case 'progress':
      return request('PUT /api/videoMeta/progress/{title}', { params, body: { seconds: write.seconds }, quiet: true });
    case 'like':
      return request('POST /api/videoMeta/likeVideo/{title}', { params, body: { liked: write.liked }, quiet: true });
    case 'comment':
      return request('POST /api/videoMeta/addCommentByTitle/{title}', {
        params,
        body: { comment: write.comment },
        quiet: true,
      });
  }
}
