/**
 * A lecture's first frame waits behind two playlists, one round trip each, before its first
 * segment: the master, then the rendition the player starts on. Auto's first estimate is low, so it
 * starts on the rendition that costs least, as the data saver does. Asked for while a page is idle,
 * both are kept for their Cache-Control's minute, and a tap within it goes straight to the segment.
 * About a kilobyte and a half, for the lecture a student is most likely to open.
 */

const STREAM_INF = /^#EXT-X-STREAM-INF:(.*)$/;
const BANDWIDTH = /(?:^|,)BANDWIDTH=(\d+)/;

/** The URI of the variant a master lists at the lowest BANDWIDTH, or null if it lists none. */
export function cheapestVariant(master: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let cheapest: string | null = null;
  let lowest = Infinity;
  for (const [index, line] of lines.entries()) {
    const bandwidth = Number(STREAM_INF.exec(line)?.[1]?.match(BANDWIDTH)?.[1]);
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (uri && bandwidth < lowest) [cheapest, lowest] = [uri, bandwidth];
  }
  return cheapest;
}

/** Fetches a stream's master and its cheapest rendition's playlist into the browser's cache. */
export async function warmStream(masterUrl: string): Promise<void> {
  const response = await fetch(masterUrl);
  if (!response.ok) return;
  const uri = cheapestVariant(await response.text());
  if (uri) await fetch(new URL(uri, response.url));
}
