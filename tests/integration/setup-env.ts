/**
 * Runs in each integration test file before its modules load: copies the engine environment from
 * global-setup.ts into process.env (handlers read it through functions/shared/config.ts), then gives
 * the file its own tables. Tests that need a table name read process.env[tables.x.envVar].
 */
import { afterAll, inject } from 'vitest';
import { startMediaConvertTwin } from '../../bin/mediaconvert-twin';
import { createIsolatedTables } from './support/tables';

const env = inject('engineEnv');
Object.assign(process.env, env);
await createIsolatedTables(inject('engineEndpoints').dynamodb, process.env);

// The file's own MediaConvert twin: its job events go to the events handler loaded in this file, so
// they reach this file's tables, as EventBridge reaches the one stack's in the cloud.
const twin = await startMediaConvertTwin({
  s3Endpoint: inject('engineEndpoints').s3,
  ffmpeg: inject('transcoder').ffmpeg,
  deliver: async (event) => (await import('../../functions/media/events')).handler(event),
});
Object.assign(process.env, twin.environment);
afterAll(() => twin.stop());
