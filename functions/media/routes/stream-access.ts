/**
 * GET streamAccess/{folder}: the same login and flag check as the folder's list, then the signed
 * cookies that open /media/<folder>/ for a while. The player asks again before `expiresAt`; once a
 * student's flag is taken away the answer is 403, so the folder closes when the last cookie expires;
 * a cookie never outlives the access it was given for. Free streams are public: no cookie,
 * `expiresAt: null`.
 */
import { clock } from '../../shared/clock';
import type { Route } from '../../shared/router';
import type { StreamAccess } from '../../shared/schemas';
import { allowVideos } from '../../domain/videos/access';
import { videoFolder } from '../folders';
import { folderCookies } from '../../domain/streaming/access-cookies';

export const streamAccess: Route<'folder'> = async (request) => {
  const folder = videoFolder(request.params.folder);
  const { until } = await allowVideos(request.cookies, folder);
  if (folder === 'free') return { body: { expiresAt: null } satisfies StreamAccess };
  const { cookies, expiresAt } = await folderCookies(folder, clock.now(), until);
  return { body: { expiresAt: expiresAt.toISOString() } satisfies StreamAccess, cookies };
};
