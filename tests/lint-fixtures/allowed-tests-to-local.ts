// Allowed: tests start the local stack.
// lives at: tests/integration/lint-probe.ts
// expect: pass
import * as probe from '../../local/stack';

export const reached = probe;
