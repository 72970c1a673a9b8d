// The web never imports test code.
// lives at: web/src/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../../tests/support/random-nic';

export const reached = probe;
