// Allowed: a domain imports another domain.
// lives at: functions/domain/videos/lint-probe.ts
// expect: pass
import * as probe from '../streaming/layout';

export const reached = probe;
