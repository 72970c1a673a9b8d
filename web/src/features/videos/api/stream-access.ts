import { request } from '../../../lib/api-client';
import type { StreamAccess } from '@schemas';

/**
 * Opens (or keeps open) a folder's streams: the server checks the login and access flag and sets
 * the media cookies for /media/<folder>/. A background call: no spinner over the playing video.
 */
export const getStreamAccess = (folder: string): Promise<StreamAccess> =>
  request('GET /api/aws/streamAccess/{folder}', { params: { folder }, quiet: true });
