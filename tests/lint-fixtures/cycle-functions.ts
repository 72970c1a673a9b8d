// An import cycle: http.ts imports errors.ts, which (here) imports http.ts back.
// lives at: functions/shared/errors.ts
// expect: import-x/no-cycle
import * as probe from './http';

export const reached = probe;
