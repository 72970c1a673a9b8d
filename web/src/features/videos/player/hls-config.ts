/**
 * How the player drives hls.js for lectures watched on mobile data.
 *
 * - Loading starts only once the remembered quality is applied, so a data-saver student never
 *   fetches a higher rendition, not even the first segment.
 * - The first level is chosen from a low bandwidth guess (hls.js assumes 500 kbps): on a slow link
 *   the first segments then come in the smallest rendition instead of stalling in a bigger one,
 *   and on a fast link the player climbs after a segment or two.
 * - A fixed choice holds through network errors (hls.js would fall back to Auto, which may climb
 *   above the data saver).
 * - Auto never picks a rendition bigger than the player shows (a phone gets no 720p). hls.js's own
 *   capping does it on a computer; a touch screen gets the stricter cap of data-budget.ts instead.
 * - At most BUFFER_AHEAD_S seconds are fetched ahead of the playhead. hls.js would otherwise fill its
 *   60 MB buffer, which at lecture bitrates is the whole lecture: data a student who stops early
 *   has paid for in vain.
 * - No worker: the module build has no inline worker, and shipping hls.js's separate worker file
 *   would cost students a second download for little gain at these bitrates.
 * - A refused request (403: the media cookies expired, e.g. after the tab slept) is retried, since
 *   the player renews the cookies at once; hls.js alone never retries a 4xx.
 */
import type { HlsConfig, LoadPolicy, RetryConfig } from 'hls.js';

const FIRST_ESTIMATE_BPS = 250_000;
const BUFFER_AHEAD_S = 30;
/** Refused requests of one kind retried before hls.js gives up. */
export const MAX_REFUSED_RETRIES = 3;

type MayRetryRefused = (retryCount: number) => boolean;

function retryRefused(policy: LoadPolicy, mayRetry: MayRetryRefused): LoadPolicy {
  const errorRetry = policy.default.errorRetry;
  if (!errorRetry) return policy;
  const shouldRetry: RetryConfig['shouldRetry'] = (_config, retryCount, _isTimeout, response, retry) =>
    response?.code === 403 ? retryCount < MAX_REFUSED_RETRIES && mayRetry(retryCount) : retry;
  return { default: { ...policy.default, errorRetry: { ...errorRetry, shouldRetry } } };
}

export function hlsConfig(
  defaults: HlsConfig,
  mayRetryRefused: MayRetryRefused,
  capLevelToPlayerSize = true,
): Partial<HlsConfig> {
  return {
    autoStartLoad: false,
    enableWorker: false,
    capLevelToPlayerSize,
    abrEwmaDefaultEstimate: FIRST_ESTIMATE_BPS,
    preserveManualLevelOnError: true,
    maxBufferLength: BUFFER_AHEAD_S,
    maxMaxBufferLength: BUFFER_AHEAD_S,
    manifestLoadPolicy: retryRefused(defaults.manifestLoadPolicy, mayRetryRefused),
    playlistLoadPolicy: retryRefused(defaults.playlistLoadPolicy, mayRetryRefused),
    fragLoadPolicy: retryRefused(defaults.fragLoadPolicy, mayRetryRefused),
  };
}
