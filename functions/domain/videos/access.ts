/**
 * Which caller may watch which videos: free videos are public; each gated folder needs its access
 * flag. Admins hold every flag (functions/domain/sessions/guards.ts). The media group lists and plays videos,
 * the videoMeta group serves their likes, comments and progress: both ask here.
 */
import { hasAccess, requireAccess, type CurrentUser } from '../sessions/guards';
import { videoTexts, type AccessField, type VideoFolder } from '../../shared/schemas';

type Cookies = Readonly<Record<string, string>>;

const videoFlags: Record<VideoFolder, AccessField | null> = {
  free: null,
  Theory: 'theoryAccess',
  Revision: 'revisionAccess',
  Practical: 'practicalAccess',
  Paper: 'paperAccess',
};

/** For a known caller: may they watch `folder`'s videos? */
export function mayWatch(user: CurrentUser, folder: VideoFolder): boolean {
  const flag = videoFlags[folder];
  return !flag || hasAccess(user, flag);
}

/**
 * 401 / 403 unless the caller may see `folder`'s videos. For a gated folder, the epoch ms at which
 * the caller's access to it runs out, if it does; undefined for free videos and for access that
 * never runs out.
 */
export async function allowVideos(cookies: Cookies, folder: VideoFolder): Promise<{ until?: number }> {
  const flag = videoFlags[folder];
  if (!flag) return {};
  const user = await requireAccess(cookies, flag, videoTexts.noVideoAccess);
  const until = user.accessUntil?.[flag];
  return until === undefined ? {} : { until: Date.parse(until) };
}
