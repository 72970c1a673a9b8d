// Functions never import the web.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../web/src/lib/in-flight';

export const reached = probe;
