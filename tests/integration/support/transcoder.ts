/**
 * The MediaConvert twin of a test file that transcodes: a file whose tests complete a video upload,
 * seed or backfill streams, or call MediaConvert itself starts one with `await startTranscoder()`
 * after its imports (the handlers read the twin's environment at their first job). Its job events go
 * to the events handler loaded in this file, so they reach this file's tables, as EventBridge reaches
 * the one stack's in the cloud. A file that never transcodes starts none and loads none of its code.
 * setup-env.ts waits for the twin after each test and stops it after the file.
 */
import { inject } from 'vitest';
import type { MediaConvertTwin } from '../../../local/twins/mediaconvert';
import { videoIdOf } from '../../../functions/domain/videos/video-id';

let twin: MediaConvertTwin | undefined;

export async function startTranscoder(): Promise<void> {
  if (twin) return;
  const { startMediaConvertTwin } = await import('../../../local/twins/mediaconvert');
  twin = await startMediaConvertTwin({
    // Asked per job: a file that starts private engines (support/private-engines.ts) moves S3.
    s3Endpoint: () => process.env.AWS_ENDPOINT_URL_S3 ?? inject('engineEndpoints').s3,
    ffmpeg: inject('transcoder').ffmpeg,
    deliver: async (event) => (await import('../../../functions/media/events')).handler(event),
  });
  Object.assign(process.env, twin.environment);
}

/**
 * Resolves once every job submitted so far has ended and its event was handled: a test that
 * compares stored state before and after something waits here first, so a transcode job still
 * running from an earlier upload does not change the catalog in between.
 */
export const transcodesSettled = (): Promise<void> => twin?.idle() ?? Promise.resolve();

export async function stopTranscoder(): Promise<void> {
  await twin?.stop();
  twin = undefined;
}

/** Jobs of this title end without their event reaching the handler (a lost event). */
export const loseJobEvents = (title: string): void => twin?.loseEvents(videoIdOf(title));
