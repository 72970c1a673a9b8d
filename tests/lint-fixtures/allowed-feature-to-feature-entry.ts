// Allowed: a feature imports another through its public entry.
// lives at: web/src/features/home/lint-probe.ts
// expect: pass
import * as probe from '../auth';

export const reached = probe;
