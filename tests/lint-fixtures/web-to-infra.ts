// The web never imports infra (it would pull aws-cdk-lib into the browser).
// lives at: web/src/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../../infra/stack';

export const reached = probe;
