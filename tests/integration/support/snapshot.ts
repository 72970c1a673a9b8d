/**
 * Everything this test file's handlers can write, read straight from the engines: every item of
 * every table (Scan, all pages) and every object of every bucket (key, size, ETag), each sorted, so
 * two snapshots are equal exactly when nothing was written, changed or deleted in between.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { buckets, tables } from '../../../functions/shared/resources';
import { dynamo } from '../../../functions/shared/dynamo';
import { s3 } from '../../../functions/shared/s3';

export interface StorageSnapshot {
  tables: Record<string, string[]>;
  buckets: Record<string, string[]>;
}

/** JSON with object keys sorted and Sets as sorted arrays, so equal items print equally. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Set) return [...(v as Set<unknown>)].map(String).sort();
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return v;
  });
}

async function scanTable(name: string): Promise<string[]> {
  const items: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: name, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) items.push(canonical(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort();
}

async function listBucket(name: string): Promise<string[]> {
  const objects: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }));
    for (const object of page.Contents ?? [])
      objects.push(canonical({ key: object.Key, size: object.Size, etag: object.ETag }));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects.sort();
}

/** Tables and buckets are the ones process.env names (this file's own, see setup-env.ts and media.ts). */
export async function storageSnapshot(): Promise<StorageSnapshot> {
  const snapshot: StorageSnapshot = { tables: {}, buckets: {} };
  for (const table of Object.values(tables)) {
    const name = process.env[table.envVar];
    if (name) snapshot.tables[table.localName] = await scanTable(name);
  }
  for (const bucket of Object.values(buckets)) {
    const name = process.env[bucket.envVar];
    if (name) snapshot.buckets[bucket.localName] = await listBucket(name);
  }
  return snapshot;
}
