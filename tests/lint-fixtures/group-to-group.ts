// An endpoint group never imports another group.
// lives at: functions/user/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../class/classes';

export const reached = probe;
