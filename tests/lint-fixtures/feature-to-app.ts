// A feature never imports the app.
// lives at: web/src/features/home/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../app/router';

export const reached = probe;
