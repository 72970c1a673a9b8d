// Functions never import test code.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../tests/support/random-nic';

export const reached = probe;
