// Infra never imports the web app's code.
// lives at: infra/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../web/src/lib/in-flight';

export const reached = probe;
