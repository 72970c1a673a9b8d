/**
 * A rendition's media playlist names its segments (and, for fMP4, its init section) relative to
 * itself. Saving a lecture stores the playlist and every file it names under their own paths, so
 * the player asks for exactly the URLs the cache holds.
 */

/** Same-origin path of `uri` resolved against the playlist's URL; null for another origin. */
function pathOn(uri: string, playlistUrl: string, origin: string): string | null {
  const url = new URL(uri, new URL(playlistUrl, origin));
  return url.origin === origin ? url.pathname : null;
}

/**
 * The files a media playlist needs, in playing order, as same-origin paths without query:
 * each segment line and each EXT-X-MAP URI. Files on another origin cannot be saved under the
 * site's paths, so the playlist is refused (null) rather than saved half-playable.
 */
export function playlistFiles(text: string, playlistUrl: string, origin: string): string[] | null {
  if (!text.trimStart().startsWith('#EXTM3U')) return null;
  const files: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    let uri: string | undefined;
    if (line.startsWith('#EXT-X-MAP:')) uri = /URI="([^"]+)"/.exec(line)?.[1];
    else if (!line.startsWith('#')) uri = line;
    if (!uri) continue;
    const path = pathOn(uri, playlistUrl, origin);
    if (!path) return null;
    if (!files.includes(path)) files.push(path);
  }
  return files.length > 0 ? files : null;
}
