/**
 * Which caller may see which media (DESIGN.md security model): free videos and Sampath books are
 * public; each gated video category needs its access flag; past paper markings need a login;
 * revision tutes need revisionTuteAccess. Admins hold every flag (functions/shared/auth.ts).
 */
import { currentUser, hasAccess, requireAccess, requireLogin, type CurrentUser } from '../shared/auth';
import { mediaMessages, type AccessField, type PdfCategory, type VideoFolder } from '../shared/schemas';

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

/** 401 / 403 unless the caller may see `folder`'s videos. */
export async function allowVideos(cookies: Cookies, folder: VideoFolder): Promise<void> {
  const flag = videoFlags[folder];
  if (flag) await requireAccess(cookies, flag, mediaMessages.noVideoAccess);
}

/** Like allowVideos, and returns the caller (null: a visitor watching a free video). */
export async function videoViewer(cookies: Cookies, folder: VideoFolder): Promise<CurrentUser | null> {
  const flag = videoFlags[folder];
  return flag ? requireAccess(cookies, flag, mediaMessages.noVideoAccess) : currentUser(cookies);
}

export async function allowPdfs(cookies: Cookies, category: PdfCategory): Promise<void> {
  if (category === 'SampathBook') return;
  if (category === 'PastPaperMarking') await requireLogin(cookies);
  else await requireAccess(cookies, 'revisionTuteAccess', mediaMessages.noTuteAccess);
}
