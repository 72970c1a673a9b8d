import type { OutboxWrite } from '../../../lib/saved-db';
import { addComment, likeVideo, saveProgress } from '../../videos';

/** Sends one queued write through the videos feature's fetcher for it. A background send: no spinner. */
export function sendWrite(write: OutboxWrite): Promise<unknown> {
  switch (write.kind) {
    case 'progress':
      return saveProgress(write.title, write.seconds);
    case 'like':
      return likeVideo(write.title, write.liked, { quiet: true });
    case 'comment':
      return addComment(write.title, write.comment, { quiet: true });
  }
}
