// Functions never import infra.
// lives at: functions/user/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../infra/names';

export const reached = probe;
