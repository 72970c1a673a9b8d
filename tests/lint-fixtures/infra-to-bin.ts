// Infra never imports the entry points or the local stack.
// lives at: infra/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../bin/local';

export const reached = probe;
