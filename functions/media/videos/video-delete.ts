/**
 * Deleting a video removes everything it left behind: both objects and its streaming renditions, then
 * every videoMeta item under its title (likes, comments, progress, upload records) with the catalog entry last — so a failure
 * part way leaves the video listed and a second delete finishes the job.
 */
import { NotFound } from '../../shared/errors';
import { type SignedDelete, type VideoFolder, videoTexts } from '../../shared/schemas';
import { deleteAllMeta } from '../../domain/videos/catalog';
import { getVideoRecord, type VideoRecord } from '../../domain/videos/catalog';
import { deleteObject } from '../storage/objects';
import { deleteStreamFiles } from '../../domain/streaming/stream-files';
import { removeStreamOutput, streamOutputs } from '../../domain/streaming/stream-outputs';
import { imageKeyFor, legacyVideoKeyFor, VIDEO_SUFFIX } from '../../domain/videos/pairing';
import { presignDelete } from '../storage/presign';
import { evictVideoPages } from '../../domain/videos/video-pages';

/** The admin's delete sends the title or the video object's name ("<title>video"); the exact title wins. */
async function findInFolder(category: VideoFolder, fileName: string): Promise<VideoRecord | null> {
  const exact = await getVideoRecord(fileName);
  if (exact?.category === category) return exact;
  if (fileName.length > VIDEO_SUFFIX.length && fileName.endsWith(VIDEO_SUFFIX)) {
    const stripped = await getVideoRecord(fileName.slice(0, -VIDEO_SUFFIX.length));
    if (stripped?.category === category) return stripped;
  }
  return null;
}

export async function deleteVideo(category: VideoFolder, fileName: string): Promise<SignedDelete> {
  const record = await findInFolder(category, fileName);
  if (!record) throw new NotFound(videoTexts.videoNotFound);
  const videoKey = record.videoKey ?? legacyVideoKeyFor(record.title);
  const thumbnailKey = record.thumbnailKey ?? imageKeyFor(record.title);
  try {
    // Every job's folder, superseded ones included (each stays servable with the folder's cookie).
    const outputs = await streamOutputs(record.title);
    const current = record.stream?.id;
    await Promise.all([
      deleteObject(category, videoKey),
      deleteObject(category, thumbnailKey),
      current && !outputs.some((output) => output.streamId === current)
        ? deleteStreamFiles(category, current)
        : Promise.resolve(0),
      ...outputs.map((output) => removeStreamOutput(record.title, output)),
    ]);
    await deleteAllMeta(record.title);
  } finally {
    // Even a half-done delete (objects gone, entry left) must not keep handing out its links here.
    evictVideoPages();
  }
  return { signedUrl: await presignDelete(category, videoKey) };
}
