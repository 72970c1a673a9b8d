// Infra never imports the local stack.
// lives at: infra/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../local/config';

export const reached = probe;
