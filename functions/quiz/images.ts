/**
 * Question images that no quiz names any more are deleted from the private bucket: after a quiz is
 * deleted, and after an edit that replaced or removed an image has been stored (never before, so a
 * refused or failed edit keeps every image it named). A copy of a quiz shares its images' keys, so
 * a key is deleted only when no stored definition names it.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../shared/config';
import { describeError, logger } from '../shared/logger';
import { s3 } from '../shared/s3';
import type { QuizDraft } from '../shared/schemas';
import { imageKeysInUse } from './store-bank';

/** The image keys a quiz's questions name. */
export const imageKeysOf = (questions: QuizDraft['questions']): Set<string> =>
  new Set(questions.flatMap((question) => (question.image ? [question.image] : [])));

/**
 * Deletes those of `keys` that no quiz names now. The quiz change is already stored, so a failure
 * here is logged, not answered: it leaves an unused image behind, never a quiz without its image.
 */
export async function deleteUnusedImages(keys: Iterable<string>): Promise<void> {
  const candidates = [...keys];
  if (candidates.length === 0) return;
  try {
    const inUse = await imageKeysInUse();
    const unused = candidates.filter((key) => !inUse.has(key));
    await Promise.all(
      unused.map((key) => s3.send(new DeleteObjectCommand({ Bucket: config.bucketName('quizImages'), Key: key }))),
    );
  } catch (error) {
    logger.error('could not delete unused quiz images', {
      keys: candidates,
      error: describeError(error, { stack: false }),
    });
  }
}
