// Allowed: an endpoint group imports a domain.
// lives at: functions/media/lint-probe.ts
// expect: pass
import * as probe from '../domain/videos/access';

export const reached = probe;
