// Allowed: the web imports the schema entry.
// lives at: web/src/features/home/lint-probe.ts
// expect: pass
import * as probe from '../../../../functions/shared/schemas';

export const reached = probe;
