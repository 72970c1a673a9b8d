/**
 * The objects of one stream (media/<folder>/<stream id>/…) in the streams bucket: listed to measure a
 * finished job, removed when their video is deleted or a failed ladder is replaced by a retry.
 */
import { DeleteObjectsCommand, ListObjectsCommand } from '@aws-sdk/client-s3';
import { config } from '../../shared/config';
import { s3 } from '../../shared/s3';
import { streamPrefix } from './layout';
import type { VideoFolder } from '../../shared/schemas';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Every object under the stream's prefix: key (after the prefix) → bytes. */
export async function streamObjects(folder: VideoFolder, streamId: string): Promise<Map<string, number>> {
  const bucket = config.bucketName('streams');
  const prefix = streamPrefix(folder, streamId);
  const sizes = new Map<string, number>();
  let marker: string | undefined;
  do {
    const page = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }));
    for (const object of page.Contents ?? []) {
      if (object.Key) sizes.set(object.Key.slice(prefix.length), object.Size ?? 0);
    }
    marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
  } while (marker);
  return sizes;
}

/** Removes every object of the stream; nothing to remove is not an error, so a second call finishes a half-done one. */
export async function deleteStreamFiles(folder: VideoFolder, streamId: string): Promise<number> {
  const bucket = config.bucketName('streams');
  const prefix = streamPrefix(folder, streamId);
  const keys = [...(await streamObjects(folder, streamId)).keys()].map((name) => `${prefix}${name}`);
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const result = await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `Deleting stream files failed for ${failed.length} of ${batch.length} objects (${failed[0]?.Code})`,
      );
  }
  return keys.length;
}
