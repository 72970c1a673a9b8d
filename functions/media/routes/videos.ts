/** GET getVideos/{folder} and the per-category year lists: gate, then one catalog page with presigned links. */
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route, RouteRequest } from '../../shared/router';
import {
  mediaPageQuerySchema,
  VIDEO_FOLDERS,
  videoYearSchema,
  type GatedVideoFolder,
  type VideoFolder,
  type VideoItem,
  type VideoPage,
  type VideoYear,
  videoTexts,
} from '../../shared/schemas';
import { allowVideos } from '../../domain/videos/access';
import { listVideos, type PairedVideo } from '../../domain/videos/catalog';
import { presignGet } from '../../shared/presign';
import { cachedVideoPage } from '../../domain/videos/video-pages';
import { streamFields } from '../../domain/streaming/stream-fields';

const isFolder = (value: string): value is VideoFolder => (VIDEO_FOLDERS as readonly string[]).includes(value);

export async function toVideoItem(video: PairedVideo): Promise<VideoItem> {
  const [url, thumbnail] = await Promise.all([
    presignGet(video.category, video.videoKey, { contentType: 'video/mp4' }),
    presignGet(video.category, video.thumbnailKey, { contentType: 'image/jpeg' }),
  ]);
  return {
    title: video.title,
    url,
    thumbnail,
    caption: video.caption,
    uploadedDate: video.uploadedAt,
    year: video.year,
    ...streamFields(video),
  };
}

async function videoPage(
  request: RouteRequest<string>,
  folder: VideoFolder,
  year?: VideoYear,
): Promise<{ body: VideoPage; json: string }> {
  const { limit, cursor } = parseWith(mediaPageQuerySchema, request.query);
  const { page, json } = await cachedVideoPage({ category: folder, year, limit, cursor }, async () => {
    const listed = await listVideos({ category: folder, ...(year ? { year } : {}), limit, cursor });
    return { list: await Promise.all(listed.videos.map(toVideoItem)), nextCursor: listed.nextCursor };
  });
  return { body: page, json };
}

export const getVideos: Route<'folder'> = async (request) => {
  const { folder } = request.params;
  if (!isFolder(folder)) throw new NotFound(videoTexts.unknownFolder);
  await allowVideos(request.cookies, folder);
  return videoPage(request, folder);
};

/** getTheoryVideos/{year} etc.: the category's videos for one year (plus those for every year), or all. */
const byYear =
  (folder: GatedVideoFolder): Route<'year'> =>
  async (request) => {
    await allowVideos(request.cookies, folder);
    return videoPage(request, folder, parseWith(videoYearSchema, request.params.year));
  };

export const getTheoryVideos = byYear('Theory');
export const getRevisionVideos = byYear('Revision');
export const getPracticalVideos = byYear('Practical');
export const getPaperVideos = byYear('Paper');
