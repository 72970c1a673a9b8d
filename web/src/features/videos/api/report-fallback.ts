import type { FallbackReason } from '@schemas';
import { request } from '../../../lib/api-client';

/**
 * Tells the server the player left a stream for the MP4, so a broken key or cookie (every play
 * falling back while the site looks fine) raises an alarm. Not sendBeacon: it cannot send the
 * anti-forgery header every POST needs; a keepalive fetch still leaves if the page is closing.
 * Nothing waits for it, and a report that fails (offline) is dropped: it is a count, not the
 * student's data.
 */
export function reportFallback(folder: string, reason: FallbackReason, title?: string): void {
  request('POST /api/aws/streamFallback/{folder}', {
    params: { folder },
    body: { reason, ...(title ? { title } : {}) },
    quiet: true,
    keepalive: true,
  }).catch(() => undefined);
}
