/**
 * CloudFront signed cookies for one video folder: a custom policy whose resource is the folder's
 * wildcard on the site's origin, valid for the configured lifetime (at most two hours). The cookies
 * carry Path=/media/<folder>/, so a browser sends each folder's set only with that folder's requests
 * and the sets of several folders live side by side. CloudFront fixes the cookie names, so they take
 * no `__Host-` prefix; Secure follows the session cookie's rule (functions/shared/cookies.ts).
 */
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { config } from '../../shared/config';
import { serializeCookie } from '../../shared/cookies';
import type { GatedVideoFolder } from '../../shared/schemas';
import { folderPath } from './layout';
import { MEDIA_COOKIE_NAMES } from './media-cookie-names';
import { signingKey } from './signing-key';

/** The policy CloudFront checks: every URL under the folder, until `expiresAt` (whole seconds). */
export function folderPolicy(siteOrigin: string, folder: GatedVideoFolder, expiresAt: Date): string {
  return JSON.stringify({
    Statement: [
      {
        Resource: `${new URL(siteOrigin).origin}${folderPath(folder)}*`,
        Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(expiresAt.getTime() / 1000) } },
      },
    ],
  });
}

interface FolderCookies {
  /** Set-Cookie values. */
  cookies: string[];
  expiresAt: Date;
}

/** Cookies for `folder` from `nowMs`, for the configured time or until `endsBy` (epoch ms), whichever comes first. */
export async function folderCookies(folder: GatedVideoFolder, nowMs: number, endsBy?: number): Promise<FolderCookies> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const endSeconds = endsBy === undefined ? Infinity : Math.floor(endsBy / 1000);
  const seconds = Math.max(1, Math.min(config.mediaCookieSeconds, endSeconds - nowSeconds));
  const expiresAt = new Date((nowSeconds + seconds) * 1000);
  const { keyPairId, privateKey } = await signingKey();
  const signed = getSignedCookies({
    keyPairId,
    privateKey,
    policy: folderPolicy(config.requiredSiteOrigin, folder, expiresAt),
  });
  const path = folderPath(folder);
  const cookies = MEDIA_COOKIE_NAMES.map((name) => {
    const value = signed[name];
    if (!value) throw new Error(`The CloudFront signer gave no ${name}`);
    return serializeCookie(name, value, { httpOnly: true, path, maxAge: seconds });
  });
  return { cookies, expiresAt };
}
