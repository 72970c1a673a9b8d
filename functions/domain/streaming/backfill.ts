/**
 * The admin's actions on streaming versions: retry one video whose ladder failed, was never made or
 * is stuck (processing past stuck.ts's bound), or remake it for another kind of source; and make the
 * ladders of every video of a folder that has none, an outdated or a stuck one ("Make streaming
 * versions"). A retry submits at once through submitStream, whose conditional write lets exactly
 * one of parallel callers submit per video; the folder's videos are queued (stream-queue.ts).
 */
import { clock } from '../../shared/clock';
import { Conflict, NotFound } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { type SourceKind, streamTexts, type VideoFolder, videoTexts } from '../../shared/schemas';
import { getVideoRecord, isPaired, listVideos, type PairedVideo } from '../videos/catalog';
import type { StreamRecord } from '../videos/stream-record';
import { deleteStreamFiles } from './stream-files';
import { setSourceKind } from '../videos/stream-state';
import { isStreamOutdated } from './stream-fields';
import { isStreamStuck } from './stuck';
import { queueStreams } from './stream-queue';
import { submitStream } from './submit';

const BACKFILL_PAGE = 100;

export async function retryStream(
  folder: VideoFolder,
  title: string,
  sourceKind?: SourceKind,
): Promise<StreamRecord | null> {
  const found = await getVideoRecord(title);
  if (!found || found.category !== folder || !isPaired(found)) throw new NotFound(videoTexts.videoNotFound);
  const record = sourceKind ? { ...found, sourceKind } : found;
  // A change of kind remakes whatever stands; otherwise only a failed, stuck (its job's end never
  // came) or missing ladder is retried. The stuck job's late event, if any, finds the entry moved on.
  const remake = sourceKind !== undefined && isStreamOutdated(record);
  const stuck = isStreamStuck(record.stream, clock.now());
  if (record.stream && record.stream.state !== 'failed' && !stuck && !remake) {
    throw new Conflict(streamTexts.notRetryable);
  }
  if (sourceKind && sourceKind !== found.sourceKind && !(await setSourceKind(title, sourceKind))) {
    throw new NotFound(videoTexts.videoNotFound);
  }
  const failed = record.stream?.state === 'failed' ? record.stream : undefined;
  // The same video remade: a ready ladder (or the one a failed remake kept) plays meanwhile.
  const stream = await submitStream(record, { remake: true });
  // The failed job's partial output is no longer pointed at by anything; the new job writes under a
  // new id. A ready ladder being remade keeps its folder until the new one is ready (complete.ts).
  if (failed && stream && stream.id !== failed.id) {
    await deleteStreamFiles(folder, failed.id).catch((error: unknown) =>
      logger.warn('removing a failed stream’s files failed', { streamId: failed.id, error }),
    );
  }
  return stream;
}

/**
 * Queues every listed video of the folder without a ladder, with an outdated or a stuck one; answers
 * how many were queued. Their jobs are submitted in the background (stream-queue.ts).
 */
export async function makeStreams(folder: VideoFolder): Promise<number> {
  const waiting: PairedVideo[] = [];
  let cursor: string | undefined;
  do {
    const page = await listVideos({ category: folder, limit: BACKFILL_PAGE, cursor });
    const now = clock.now();
    waiting.push(
      ...page.videos.filter((video) => !video.stream || isStreamOutdated(video) || isStreamStuck(video.stream, now)),
    );
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return queueStreams(waiting);
}
