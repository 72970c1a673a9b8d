/**
 * Runs in each integration test file before its modules load: copies the engine environment from
 * global-setup.ts into process.env (handlers read it through functions/shared/config.ts), then gives
 * the file its own tables. Tests that need a table name read process.env[tables.x.envVar].
 */
import { afterAll, afterEach, inject } from 'vitest';
import { startMediaConvertTwin } from '../../local/twins/mediaconvert';
import { createIsolatedTables } from './support/tables';
import { useTwin } from './support/transcoder';

const env = inject('engineEnv');
Object.assign(process.env, env);
await createIsolatedTables(inject('engineEndpoints').dynamodb, process.env);

// The file's own MediaConvert twin: its job events go to the events handler loaded in this file, so
// they reach this file's tables, as EventBridge reaches the one stack's in the cloud.
const twin = await startMediaConvertTwin({
  // Asked per job: a file that starts private engines (support/private-engines.ts) moves S3.
  s3Endpoint: () => process.env.AWS_ENDPOINT_URL_S3 ?? inject('engineEndpoints').s3,
  ffmpeg: inject('transcoder').ffmpeg,
  deliver: async (event) => (await import('../../functions/media/events')).handler(event),
});
Object.assign(process.env, twin.environment);
useTwin(twin);
// A test's transcode jobs end before the next test starts, so none changes the catalog under another.
afterEach(() => twin.idle());
afterAll(() => twin.stop());
