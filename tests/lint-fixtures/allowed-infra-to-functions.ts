// Allowed: infra builds from the shared resource definitions.
// lives at: infra/lint-probe.ts
// expect: pass
import * as probe from '../functions/shared/resources';

export const reached = probe;
