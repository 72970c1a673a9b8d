// functions/shared imports no endpoint group.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../user/route-keys';

export const reached = probe;
