import { getStreamAccess } from '../../videos';

const FREE_FOLDER = 'free';

/**
 * Sets the media cookies for /media/<folder>/ before a lecture's files are fetched, as the player
 * does before it plays: the server checks the login and the folder's flag. Free needs none.
 */
export async function openFolder(folder: string): Promise<void> {
  if (folder === FREE_FOLDER) return;
  await getStreamAccess(folder);
}
