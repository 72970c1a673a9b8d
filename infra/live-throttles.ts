/**
 * Limits of the live quiz's WebSocket stage, sized for 2,000 students' phones in one run (the
 * arithmetic is in docs/architecture.md, "Live quiz limits").
 *
 * What a phone sends over /live: one `hello` per (re)connect, one `seen` echo per question (all
 * 2,000 within about a second of the question going out), and a round-trip sample now and then.
 * Answers and host actions go through the HTTP API, not here.
 *   - $connect: the account admits at most 500 new WebSocket connections a second, whatever a stage
 *     allows, so the route is held at that rate; its burst lets the first second of a class joining
 *     (or of every phone coming back after a cell drops them all) in at once, and the rest follow
 *     within a few seconds as their back-off retries.
 *   - $default: the `seen` wave, 2,000 in about a second, must pass whole — a refused echo costs that
 *     student the allowance for their network; 1,000 a second steady covers two waves a second.
 */
import type { Throttle } from './api-throttles';

export const LIVE_STAGE_THROTTLE: Throttle = { rateLimit: 1_000, burstLimit: 2_500 };

export const LIVE_ROUTE_THROTTLES: Record<'$connect' | '$default', Throttle> = {
  $connect: { rateLimit: 500, burstLimit: 1_000 },
  $default: { rateLimit: 1_000, burstLimit: 2_500 },
};
