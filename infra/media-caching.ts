/**
 * How /media is cached, in one place for the CloudFront behaviours (infra/media-delivery.ts) and the
 * local /media server (local/server/media.ts). No aws-cdk-lib imports: the local stack loads it.
 *
 * A rendition's segments never change once written (a new transcode writes under a new stream id),
 * so edges and browsers keep them for a year. Playlists are small and are what a fix or a retry
 * replaces, so they stay only briefly. `private`: gated streams are one student's, never a shared
 * cache's, whatever the edge does with them.
 */

export interface MediaCaching {
  /** Seconds the edge keeps an object (minimum = default = maximum). */
  readonly edgeSeconds: number;
  /** What viewers are told. */
  readonly cacheControl: string;
}

export const SEGMENT_EXTENSION = '.ts';

export const mediaCaching = {
  segments: { edgeSeconds: 365 * 24 * 3600, cacheControl: 'private, max-age=31536000, immutable' },
  playlists: { edgeSeconds: 60, cacheControl: 'private, max-age=60' },
} as const satisfies Record<string, MediaCaching>;

export const mediaCachingFor = (path: string): MediaCaching =>
  path.endsWith(SEGMENT_EXTENSION) ? mediaCaching.segments : mediaCaching.playlists;

/** Folders whose streams CloudFront serves without cookies (the public videos). */
export const PUBLIC_MEDIA_FOLDERS = ['free'] as const;
