/**
 * Gives each test file its own set of tables (same definitions, unique names) in the shared engine,
 * so counts and listings are exact whatever other files do.
 */
import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tables } from '../../../functions/shared/resources';
import { createTableInput } from '../../../local/engines';

export async function createIsolatedTables(
  endpoint: string,
  env: Record<string, string | undefined>,
): Promise<Record<string, string>> {
  const suffix = randomBytes(4).toString('hex');
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const names: Record<string, string> = {};
  try {
    for (const table of Object.values(tables)) {
      const name = `${table.localName}-${suffix}`;
      await client.send(new CreateTableCommand(createTableInput(table, name)));
      names[table.envVar] = name;
    }
  } finally {
    client.destroy();
  }
  Object.assign(env, names);
  return names;
}
