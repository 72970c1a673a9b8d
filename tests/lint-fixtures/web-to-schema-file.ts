// The web imports the schema module through its entry (index.ts), not one of its files.
// lives at: web/src/features/home/lint-probe.ts
// expect: import-x/no-restricted-paths
import * as probe from '../../../../functions/shared/schemas/accounts';

export const reached = probe;
