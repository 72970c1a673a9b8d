// A domain never imports an endpoint group.
// lives at: functions/domain/videos/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../media/folders';

export const reached = probe;
