// An import cycle: api-client.ts imports in-flight.ts, which (here) imports api-client.ts back.
// lives at: web/src/lib/in-flight.ts
// expect: import-x/no-cycle
import * as probe from './api-client';

export const reached = probe;
