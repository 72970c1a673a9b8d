// The web's shared base imports no feature.
// lives at: web/src/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../features/auth';

export const reached = probe;
