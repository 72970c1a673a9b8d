/**
 * Where a video's streaming renditions live in the streams bucket. The key is also the URL path on
 * the site's origin (CloudFront's /media/* behaviour and the local server serve the bucket as is), so
 * one cookie path per folder (/media/<folder>/) opens exactly that folder's streams.
 *
 *   media/<folder>/<stream id>/master.m3u8           the master playlist our code writes
 *   media/<folder>/<stream id>/data-saver.m3u8       the same, listing only the data-saver rendition
 *   media/<folder>/<stream id>/stream_<name>.m3u8    a rendition's playlist (written by the transcoder)
 *   media/<folder>/<stream id>/stream_<name>_00001.ts  its segments
 */
import type { VideoFolder } from '../../shared/schemas';

export const MEDIA_PREFIX = 'media';
/** The transcoder's output base name; renditions append `_<name>` (MediaConvert's name modifier). */
export const OUTPUT_BASE = 'stream';

export const streamPrefix = (folder: VideoFolder, streamId: string): string => `${MEDIA_PREFIX}/${folder}/${streamId}/`;
export const folderPath = (folder: VideoFolder): string => `/${MEDIA_PREFIX}/${folder}/`;
export const masterKey = (folder: VideoFolder, streamId: string): string =>
  `${streamPrefix(folder, streamId)}master.m3u8`;
export const dataSaverKey = (folder: VideoFolder, streamId: string): string =>
  `${streamPrefix(folder, streamId)}data-saver.m3u8`;
export const renditionPlaylistName = (rendition: string): string => `${OUTPUT_BASE}_${rendition}.m3u8`;
/** The URL of a master playlist on the site's own origin. */
export const streamUrl = (key: string): string => `/${key}`;
