/**
 * The CloudFront cookie set every gated folder gets (names fixed by CloudFront), and the Set-Cookie
 * lines that end all of them. A browser is often shared: the cookies are HttpOnly, so the page
 * cannot clear them, and whoever uses the browser next could stream the folders for the rest of
 * their lifetime. Login and logout end them. Kept apart from the signer so the user group that ends
 * them bundles no signing code.
 */
import { serializeCookie } from '../../shared/cookies';
import { GATED_VIDEO_FOLDERS } from '../../shared/schemas';
import { folderPath } from './layout';

export const MEDIA_COOKIE_NAMES = ['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id'] as const;

/** Set-Cookie lines expiring every media cookie at every gated folder's path. */
export function endMediaCookies(): string[] {
  return GATED_VIDEO_FOLDERS.flatMap((folder) =>
    MEDIA_COOKIE_NAMES.map((name) =>
      serializeCookie(name, '', { httpOnly: true, path: folderPath(folder), maxAge: 0 }),
    ),
  );
}
