// The web never imports the local stack.
// lives at: web/src/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../../local/config';

export const reached = probe;
