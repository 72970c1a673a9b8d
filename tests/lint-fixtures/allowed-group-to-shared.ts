// Allowed: an endpoint group imports the platform.
// lives at: functions/user/lint-probe.ts
// expect: pass
import * as probe from '../shared/errors';

export const reached = probe;
