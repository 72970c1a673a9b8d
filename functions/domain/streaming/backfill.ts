/**
 * The admin's actions on streaming versions: retry one video whose ladder failed (or was never
 * made), and make the ladders of every video of a folder that has none ("Make streaming versions").
 */
import { Conflict, NotFound } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { streamTexts, type VideoFolder, videoTexts } from '../../shared/schemas';
import { getVideoRecord, isPaired, listVideos, type PairedVideo } from '../videos/catalog';
import type { StreamRecord } from '../videos/stream-record';
import { deleteStreamFiles } from './stream-files';
import { submitStream } from './submit';

const BACKFILL_PAGE = 100;

export async function retryStream(folder: VideoFolder, title: string): Promise<StreamRecord | null> {
  const record = await getVideoRecord(title);
  if (!record || record.category !== folder || !isPaired(record)) throw new NotFound(videoTexts.videoNotFound);
  if (record.stream && record.stream.state !== 'failed') throw new Conflict(streamTexts.notRetryable);
  const failed = record.stream;
  const stream = await submitStream(record);
  // The failed job's partial output is no longer pointed at by anything; the new job writes under a new id.
  if (failed && stream && stream.id !== failed.id) {
    await deleteStreamFiles(folder, failed.id).catch((error: unknown) =>
      logger.warn('removing a failed stream’s files failed', { streamId: failed.id, error }),
    );
  }
  return stream;
}

/** Every listed video of the folder without a ladder; answers how many jobs were submitted. */
export async function makeStreams(folder: VideoFolder): Promise<number> {
  const waiting: PairedVideo[] = [];
  let cursor: string | undefined;
  do {
    const page = await listVideos({ category: folder, limit: BACKFILL_PAGE, cursor });
    waiting.push(...page.videos.filter((video) => !video.stream));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  let submitted = 0;
  // One at a time: a folder of hundreds should not burst the job API's request rate.
  for (const video of waiting) {
    const stream = await submitStream(video);
    if (stream?.state === 'processing') submitted += 1;
  }
  return submitted;
}
