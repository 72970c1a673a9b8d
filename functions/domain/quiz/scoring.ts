/**
 * Points for a live answer, from server timestamps only. A phone on a slow link learns of a
 * question late; the time it could not have answered is taken off its reaction, measured from the
 * moment the server learned the question had arrived (the `seen` echo), else from the last round
 * trip sample. The allowance is capped, so holding back an acknowledgement buys nothing beyond the
 * cap, and a connection that drops loses at most the time it was down.
 */

/** The most a slow link can take off a reaction. */
export const ALLOWANCE_CAP_MS = 1500;
/** A correct answer earns BASE_POINTS plus up to SPEED_POINTS for the time left. */
export const BASE_POINTS = 500;
export const SPEED_POINTS = 500;

export interface Timing {
  /** Server ms when the question opened. */
  openedAt: number;
  /** Server ms when the phone's `seen` for this question arrived, if it did. */
  seenAt?: number;
  /** The phone's last measured round trip, if any. */
  rttMs?: number;
}

/** The time the phone could not have answered in: fan-out lag plus the link's round trip, capped. */
export function allowanceMs(timing: Timing): number {
  if (timing.seenAt !== undefined) return clamp(timing.seenAt - timing.openedAt, 0, ALLOWANCE_CAP_MS);
  if (timing.rttMs !== undefined) return clamp(timing.rttMs, 0, ALLOWANCE_CAP_MS);
  return 0;
}

/** How long the student took, once the allowance is taken off; never negative. */
export function reactionMs(timing: Timing, receivedAt: number): number {
  return Math.max(0, receivedAt - timing.openedAt - allowanceMs(timing));
}

/** 500 + 500 × the fraction of time left for a correct answer; 0 for a wrong one. */
export function points(correct: boolean, reaction: number, seconds: number): number {
  if (!correct) return 0;
  const left = clamp(1 - reaction / (seconds * 1000), 0, 1);
  return Math.round(BASE_POINTS + SPEED_POINTS * left);
}

/**
 * Whether a `seen` echo's sentAt is one the server could have sent for the question: not before it
 * opened and not in the future. Anything else is forged and ignored.
 */
export const plausibleSentAt = (sentAt: number, openedAt: number, now: number): boolean =>
  Number.isFinite(sentAt) && sentAt >= openedAt && sentAt <= now;

/** A round trip sample from a `pong`: only for a ping sent at most this long ago. */
export const RTT_SAMPLE_MAX_AGE_MS = 30_000;

export function rttSample(sentAt: number, now: number): number | undefined {
  if (!Number.isFinite(sentAt) || sentAt > now || now - sentAt > RTT_SAMPLE_MAX_AGE_MS) return undefined;
  return now - sentAt;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
