// The web imports nothing of functions but the schema entry and the route keys.
// lives at: web/src/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../../functions/shared/http';

export const reached = probe;
