// Functions never import the local stack.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../local/config';

export const reached = probe;
