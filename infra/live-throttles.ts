/**
 * Limits of the live quiz's WebSocket stage, sized for 2,000 students' phones in one run (the
 * arithmetic is in docs/architecture.md, "Live quiz limits").
 *
 * What a phone sends over /live: `hello`, `rtt` and a `pong` on every (re)connect, and `alive` when
 * it has been quiet for minutes. Answers (which carry the phone's own time with the question) and
 * host actions go through the HTTP API, not here.
 *   - $connect: the account admits at most 500 new WebSocket connections a second, whatever a stage
 *     allows, so the route is held at that rate; its burst lets the first second of a class joining
 *     (or of every phone coming back after a cell drops them all) in at once, and the rest follow
 *     within a few seconds as their back-off retries.
 *   - $default: three messages per connection admitted, so up to 1,500 a second behind $connect's
 *     500, and the burst takes the first 1,000 phones' `hello` and `rtt` back at once.
 */
import type { Throttle } from './api-throttles';

export const LIVE_STAGE_THROTTLE: Throttle = { rateLimit: 1_000, burstLimit: 2_500 };

export const LIVE_ROUTE_THROTTLES: Record<'$connect' | '$default', Throttle> = {
  $connect: { rateLimit: 500, burstLimit: 1_000 },
  $default: { rateLimit: 1_000, burstLimit: 2_500 },
};
