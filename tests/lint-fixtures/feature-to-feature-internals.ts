// A feature reaches another only through its index.ts.
// lives at: web/src/features/home/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../auth/auth-context';

export const reached = probe;
