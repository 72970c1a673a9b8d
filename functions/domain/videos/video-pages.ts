/**
 * Video list pages with their presigned links, kept per instance for a short while: the free list is
 * what every visitor of /videos asks for, and each page costs an index Query plus two signatures per
 * video. The page does not depend on who asks (routes check access before they get here).
 *
 * Staleness bound: this instance's catalog writes (recordVideo on upload completion, deleteVideo)
 * clear every page at once; another instance may serve a page it built for at most
 * VIDEO_PAGE_TTL_MS after a video was listed or deleted elsewhere. Links live GET_URL_SECONDS
 * (1 h) from signing, so a cached one still has more than 99 % of its life left when handed out.
 */
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { GET_URL_SECONDS } from '../../shared/presign-lifetime';
import type { VideoFolder, VideoPage, VideoYear } from '../../shared/schemas';
import { TtlCache } from '../../shared/ttl-cache';

export const VIDEO_PAGE_TTL_MS = 30_000;
// A link must never be handed out with less than most of its life left.
if (VIDEO_PAGE_TTL_MS > (GET_URL_SECONDS * 1000) / 10)
  throw new Error('VIDEO_PAGE_TTL_MS must stay well below the links’ lifetime');

/** A page and its JSON text: serialized once when built, not on every request that reuses it. */
interface CachedVideoPage {
  readonly page: VideoPage;
  readonly json: string;
}

const pages = new TtlCache<string, CachedVideoPage>({
  ttlMs: VIDEO_PAGE_TTL_MS,
  maxEntries: 500,
  now: () => clock.now(),
});

interface VideoPageKey {
  category: VideoFolder;
  year?: VideoYear | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** The page for `key`, built by `build` unless this instance built it in the last VIDEO_PAGE_TTL_MS. */
export function cachedVideoPage(key: VideoPageKey, build: () => Promise<VideoPage>): Promise<CachedVideoPage> {
  // Table and bucket names are part of the key: tests give every file its own.
  const id = JSON.stringify([
    config.tableName('videoMeta'),
    config.bucketName(key.category),
    key.category,
    key.year ?? '',
    key.limit,
    key.cursor ?? '',
  ]);
  return pages.get(id, async () => {
    const page = await build();
    return { page, json: JSON.stringify(page) };
  });
}

/** After any change to the catalog: every page may list it. */
export const evictVideoPages = (): void => pages.clear();
