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

/**
 * The header that empties the browser's HTTP cache of this site when the account changes. Gated
 * segments are cached `private, immutable` for replay without data, so with the cookies gone the
 * next person on the browser could still read them back from that cache. Only the HTTP cache goes:
 * what a student saved for offline lives in the service worker's storage, which the page sorts by
 * owner itself.
 */
export const END_MEDIA_CACHE: Readonly<Record<string, string>> = { 'clear-site-data': '"cache"' };

/** Set-Cookie lines expiring every media cookie at every gated folder's path. */
export function endMediaCookies(): string[] {
  return GATED_VIDEO_FOLDERS.flatMap((folder) =>
    MEDIA_COOKIE_NAMES.map((name) =>
      serializeCookie(name, '', { httpOnly: true, path: folderPath(folder), maxAge: 0 }),
    ),
  );
}
