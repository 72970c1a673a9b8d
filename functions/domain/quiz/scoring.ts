/**
 * Points for a live answer. A phone on a slow link learns of a question late and its answer
 * arrives late; the time it could not have answered in is taken off its reaction. The phone says
 * how long it showed the question before the tap (`heldMs`); what the server saw beyond that is
 * fan-out and link time. Without it, the last round-trip sample stands in. The allowance is
 * capped, so a phone that under-reports its time, or a connection that drops, gains or loses at
 * most the cap.
 */

/** The most a slow link can take off a reaction. */
export const ALLOWANCE_CAP_MS = 1500;
/** A correct answer earns BASE_POINTS plus up to SPEED_POINTS for the time left. */
export const BASE_POINTS = 500;
export const SPEED_POINTS = 500;

export interface Timing {
  /** Server ms when the question opened. */
  openedAt: number;
  /** How long the phone showed the question before the tap, by its own clock, if it said. */
  heldMs?: number;
  /** The phone's last measured round trip, if any. */
  rttMs?: number;
}

/** The time the phone could not have answered in: fan-out lag plus the link's round trip, capped. */
export function allowanceMs(timing: Timing, receivedAt: number): number {
  const elapsed = receivedAt - timing.openedAt;
  if (timing.heldMs !== undefined) return clamp(elapsed - timing.heldMs, 0, ALLOWANCE_CAP_MS);
  if (timing.rttMs !== undefined) return clamp(timing.rttMs, 0, ALLOWANCE_CAP_MS);
  return 0;
}

/** How long the student took, once the allowance is taken off; never negative. */
export function reactionMs(timing: Timing, receivedAt: number): number {
  return Math.max(0, receivedAt - timing.openedAt - allowanceMs(timing, receivedAt));
}

/** 500 + 500 × the fraction of time left for a correct answer; 0 for a wrong one. */
export function points(correct: boolean, reaction: number, seconds: number): number {
  if (!correct) return 0;
  const left = clamp(1 - reaction / (seconds * 1000), 0, 1);
  return Math.round(BASE_POINTS + SPEED_POINTS * left);
}

/** A round trip sample from a `pong`: only for a ping sent at most this long ago. */
export const RTT_SAMPLE_MAX_AGE_MS = 30_000;

export function rttSample(sentAt: number, now: number): number | undefined {
  if (!Number.isFinite(sentAt) || sentAt > now || now - sentAt > RTT_SAMPLE_MAX_AGE_MS) return undefined;
  return now - sentAt;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
