/**
 * Request limits for the API stage, sized for a class of 2,000 students watching lectures at once.
 *
 * How HTTP API applies them: the stage's default limit is given to each route on its own (it is not
 * one budget the routes share), a route with a limit of its own gets that instead, and every limit
 * counts all clients together. So a route's limit protects the functions and the other routes from
 * that route, but one client flooding a route spends it for everyone: limits per client address are
 * the edge's job (infra/edge-waf.ts); these stay as the backstop behind it.
 *
 * What a watching student sends: a progress save every 30 s (and on pause and leave), and per
 * lecture a details fetch, a media cookie (renewed well before it expires) and now and then a list
 * page — about one request every 25 s in all.
 *   - 2,000 watching: progress 2,000 / 30 s ≈ 67 req/s; everything else ≈ 15 req/s; ≈ 80 req/s steady.
 *   - The start of a class: 2,000 students opening the site within about two minutes, three requests
 *     each (check-auth, a list, a video's details) → 6,000 / 120 s = 50 req/s on top, in bursts.
 *   - Logins at that start: 2,000 in two minutes ≈ 17 req/s.
 * So:
 *   - every route without its own limit: 200 req/s, burst 400 — 2.5× the whole steady load, with the
 *     class start on top, so even a route that drew all of it would fit;
 *   - progress: 120 req/s, burst 240 — its 67 with headroom, and a cap on how many functions saves
 *     can keep busy (Lambda's concurrency is one pool for every route);
 *   - login: 30 req/s, burst 60 — beyond a class start it is guessing, and each one costs a 128 MiB hash;
 *   - registration, code resends and password reset codes: 10 req/s, burst 20 — each sends a mail,
 *     and SES (out of the sandbox) starts at 14 mails a second; setting the new password (a hash
 *     each) the same.
 *   - live quiz answers: 2,000 phones answering within a question's first seconds is about 400 req/s
 *     over 5 s, with up to 2,000 in one second — the default 200 would refuse most of a class, so the
 *     route has 1,000 req/s, burst 2,000 (docs/architecture.md, "Live quiz limits").
 * API Gateway's own account limit (10,000 req/s) is far above all of these, and Lambda concurrency
 * stays small: 80 req/s × about 50 ms each is about 4 functions busy at a time.
 */
import type { RouteKey } from '../functions/route-keys';

export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export const STAGE_THROTTLE: Throttle = { rateLimit: 200, burstLimit: 400 };

export const ROUTE_THROTTLES: Partial<Record<RouteKey, Throttle>> = {
  'PUT /api/videoMeta/progress/{title}': { rateLimit: 120, burstLimit: 240 },
  'POST /api/user/login': { rateLimit: 30, burstLimit: 60 },
  'POST /api/user/createUser': { rateLimit: 10, burstLimit: 20 },
  'POST /api/user/resendOtp': { rateLimit: 10, burstLimit: 20 },
  'POST /api/user/forgotPassword': { rateLimit: 10, burstLimit: 20 },
  'POST /api/user/resetPassword': { rateLimit: 10, burstLimit: 20 },
  'POST /api/quiz/answer/{quizId}': { rateLimit: 1_000, burstLimit: 2_000 },
  // One report per play that fell back: even a whole class starting at once under a broken key is
  // about 17 a second, and the alarm needs only ten an hour; a refused report is a lost count only.
  'POST /api/aws/streamFallback/{folder}': { rateLimit: 20, burstLimit: 40 },
};
