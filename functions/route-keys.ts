/**
 * Every route of the API, in API Gateway routeKey form ('METHOD /path/{param}'), gathered from the
 * endpoint groups' own lists. The web imports these as types only, so calling an endpoint by a key
 * that was renamed or removed fails to compile.
 */
import { classRouteKeys } from './class/route-keys';
import { contactRouteKeys } from './contact/route-keys';
import { examRouteKeys } from './exam/route-keys';
import { feeRouteKeys } from './fees/route-keys';
import { mediaRouteKeys } from './media/route-keys';
import { quizRouteKeys } from './quiz/route-keys';
import { slideRouteKeys } from './slides/route-keys';
import { userRouteKeys } from './user/route-keys';
import { videoMetaRouteKeys } from './videoMeta/route-keys';

export const routeKeys = [
  ...userRouteKeys,
  ...mediaRouteKeys,
  ...videoMetaRouteKeys,
  ...classRouteKeys,
  ...contactRouteKeys,
  ...examRouteKeys,
  ...slideRouteKeys,
  ...quizRouteKeys,
  ...feeRouteKeys,
] as const;

export type RouteKey = (typeof routeKeys)[number];
