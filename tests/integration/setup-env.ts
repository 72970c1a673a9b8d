/**
 * Runs in each integration test file before its modules load: copies the engine environment from
 * global-setup.ts into process.env (handlers read it through functions/shared/config.ts), then gives
 * the file its own tables. Tests that need a table name read process.env[tables.x.envVar].
 */
import { afterAll, afterEach, inject } from 'vitest';
import { createIsolatedTables } from './support/tables';
import { stopStreamQueue, streamQueueDrained } from './support/stream-queue';
import { stopTranscoder, transcodesSettled } from './support/transcoder';

const env = inject('engineEnv');
Object.assign(process.env, env);
await createIsolatedTables(inject('engineEndpoints').dynamodb, process.env);

// A file that transcodes starts its own MediaConvert twin (support/transcoder.ts). A test's transcode
// jobs end before the next test starts, so none changes the catalog under another.
// The same for a file's stream submission queue (support/stream-queue.ts): drained first, since its
// submissions start transcodes.
afterEach(async () => {
  await streamQueueDrained();
  await transcodesSettled();
});
afterAll(async () => {
  await stopStreamQueue();
  await stopTranscoder();
});
