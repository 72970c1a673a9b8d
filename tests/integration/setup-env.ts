/**
 * Runs in each integration test file before its modules load: copies the engine environment from
 * global-setup.ts into process.env (handlers read it through functions/shared/config.ts), then gives
 * the file its own tables. Tests that need a table name read process.env[tables.x.envVar].
 */
import { inject } from 'vitest';
import { createIsolatedTables } from './support/tables';

const env = inject('engineEnv');
Object.assign(process.env, env);
await createIsolatedTables(inject('engineEndpoints').dynamodb, process.env);
