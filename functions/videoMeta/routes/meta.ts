/**
 * A video's page data and what a viewer adds to it. Every route first finds the playable video
 * (the title rule: the object name "<title>video" finds the video too) and applies the same gate as the video's list, so meta, likes, comments and
 * progress of a gated video are out of reach without its access flag.
 */
import { mayWatch } from '../../domain/videos/access';
import { findVideo, type PairedVideo } from '../../domain/videos/catalog';
import { streamFields } from '../../domain/streaming/stream-fields';
import { currentUser, requireLogin, type CurrentUser } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { Forbidden, NotFound, Unauthorized } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  commentSchema,
  likeSchema,
  progressSchema,
  VIDEO_TITLE_MAX,
  type LikeResponse,
  type VideoMetaView,
  sessionTexts,
  videoTexts,
} from '../../shared/schemas';
import { addComment, countLikes, getProgress, hasLiked, listComments, saveProgress, setLike } from '../store';

const COMMENTS_PER_PAGE = 50;

async function playable(title: string): Promise<PairedVideo> {
  const video = title.length <= VIDEO_TITLE_MAX ? await findVideo(title) : null;
  if (!video) throw new NotFound(videoTexts.videoNotFound);
  return video;
}

/** Login first (401), then the video (404), then its flag (403). */
async function viewerOf(
  cookies: Readonly<Record<string, string>>,
  title: string,
): Promise<{ user: CurrentUser; video: PairedVideo }> {
  const user = await requireLogin(cookies);
  const video = await playable(title);
  if (!mayWatch(user, video.category)) throw new Forbidden(videoTexts.noVideoAccess);
  return { user, video };
}

/**
 * Visitors see free videos only, and learn nothing about other titles: a members-only title and one
 * that does not exist both answer "log in" — so the login is settled before the title is looked up.
 */
async function visibleVideo(
  cookies: Readonly<Record<string, string>>,
  title: string,
): Promise<{ viewer: CurrentUser | null; video: PairedVideo }> {
  const viewer = await currentUser(cookies);
  if (!viewer) {
    const video = title.length <= VIDEO_TITLE_MAX ? await findVideo(title) : null;
    if (!video || video.category !== 'free') throw new Unauthorized(sessionTexts.loginRequired);
    return { viewer, video };
  }
  const video = await playable(title);
  if (!mayWatch(viewer, video.category)) throw new Forbidden(videoTexts.noVideoAccess);
  return { viewer, video };
}

export const getVideoByTitle: Route<'title'> = async ({ params, cookies, query }) => {
  const { viewer, video } = await visibleVideo(cookies, params.title);
  const [likes, liked, page, position] = await Promise.all([
    countLikes(video.title),
    viewer ? hasLiked(video.title, viewer.id) : false,
    listComments(video.title, { limit: COMMENTS_PER_PAGE, cursor: query.commentsCursor }),
    viewer ? getProgress(video.title, viewer.id) : 0,
  ]);
  const view: VideoMetaView = {
    title: video.title,
    caption: video.caption,
    likes,
    liked,
    comments: page.comments,
    nextCommentsCursor: page.nextCursor,
    position,
    ...streamFields(video),
  };
  return { body: view };
};

/** No `liked` in the body toggles; `{liked:true|false}` sets (idempotent, what the web client sends). */
export const likeVideo: Route<'title'> = async ({ params, cookies, body }) => {
  const { user, video } = await viewerOf(cookies, params.title);
  const input = parseWith(likeSchema, body);
  const liked = input?.liked ?? !(await hasLiked(video.title, user.id));
  await setLike(video.title, user.id, liked);
  // Read back rather than echo: a parallel call by the same user may have landed in between.
  const [likes, likedNow] = await Promise.all([countLikes(video.title), hasLiked(video.title, user.id)]);
  const response: LikeResponse = { likes, liked: likedNow };
  return { body: response };
};

/** The author's name is the session user's, whatever the body says. */
export const addCommentByTitle: Route<'title'> = async ({ params, cookies, body }) => {
  const { user, video } = await viewerOf(cookies, params.title);
  const { comment } = parseWith(commentSchema, body);
  const created = await addComment(video.title, { userId: user.id, name: user.fullName, comment, now: clock.now() });
  return { statusCode: 201, body: { comment: created } };
};

export const saveVideoProgress: Route<'title'> = async ({ params, cookies, body }) => {
  const { user, video } = await viewerOf(cookies, params.title);
  const { seconds } = parseWith(progressSchema, body);
  await saveProgress(video.title, user.id, seconds, clock.now());
  return { body: { position: seconds } };
};
