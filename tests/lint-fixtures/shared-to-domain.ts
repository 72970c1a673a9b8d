// functions/shared is the platform: it imports no domain.
// lives at: functions/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../domain/videos/access';

export const reached = probe;
