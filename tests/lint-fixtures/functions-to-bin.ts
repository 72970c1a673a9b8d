// Functions never import the entry points or the local stack.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../bin/local';

export const reached = probe;
