// Allowed: the web imports the route keys.
// lives at: web/src/lib/lint-probe.ts
// expect: pass
import * as probe from '../../../functions/route-keys';

export const reached = probe;
