/**
 * Unfinished multipart uploads, in the videoMeta table beside the catalog entry:
 *
 *   VIDEO#<title> / MULTIPART                    {title, category, uploadId, key, size, lastModified,
 *                                                 partSize, partCount, createdAt, expiresAt, ttl}
 *   VIDEO#<title> / PART#<uploadId>#<00042>      {partNumber, etag, ttl}
 *
 * The parts the browser reports as stored are recorded here rather than read back with ListParts:
 * the local engine (s3rver) has no ListParts, and one Query answers "what is left" on both. One
 * item per part keeps any part count far below DynamoDB's 400 KB item limit.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { dynamo } from '../../shared/dynamo';
import type { FinishedPart, VideoFolder } from '../../shared/schemas';
import { deleteItems, putItems } from '../../shared/batch-write';
import { videoMetaTable, videoPk } from '../../domain/videos/catalog';

/** Shorter than the buckets' 7-day abortIncompleteMultipartUpload rule, so S3 still has the parts. */
const MULTIPART_LIFETIME_MS = 6 * 24 * 60 * 60 * 1000;

export interface MultipartRecord {
  title: string;
  category: VideoFolder;
  uploadId: string;
  key: string;
  size: number;
  lastModified: number;
  partSize: number;
  partCount: number;
  /** ISO date-time */
  createdAt: string;
  /** epoch ms */
  expiresAt: number;
}

const recordKey = (title: string) => ({ pk: videoPk(title), sk: 'MULTIPART' });
const partPrefix = (uploadId: string) => `PART#${uploadId}#`;
const partKey = (title: string, uploadId: string, partNumber: number) => ({
  pk: videoPk(title),
  sk: `${partPrefix(uploadId)}${String(partNumber).padStart(5, '0')}`,
});
const ttlOf = (expiresAt: number) => Math.ceil(expiresAt / 1000);

interface PartItem {
  pk: string;
  sk: string;
  partNumber: number;
  etag: string;
}

export const isLive = (record: MultipartRecord): boolean => record.expiresAt > clock.now();

export async function getMultipart(title: string): Promise<MultipartRecord | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: recordKey(title), ConsistentRead: true }),
  );
  const item = result.Item as (MultipartRecord & Record<string, unknown>) | undefined;
  if (!item) return null;
  const { title: t, category, uploadId, key, size, lastModified, partSize, partCount, createdAt, expiresAt } = item;
  return { title: t, category, uploadId, key, size, lastModified, partSize, partCount, createdAt, expiresAt };
}

/** Stores a new upload's record unless the title already has one; false when it does (a parallel start won). */
export async function createMultipart(
  input: Omit<MultipartRecord, 'createdAt' | 'expiresAt'>,
): Promise<MultipartRecord | null> {
  const now = clock.now();
  const record: MultipartRecord = {
    ...input,
    createdAt: new Date(now).toISOString(),
    expiresAt: now + MULTIPART_LIFETIME_MS,
  };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: videoMetaTable(),
        Item: { ...recordKey(input.title), ...record, ttl: ttlOf(record.expiresAt) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

const partItem = (record: MultipartRecord, part: FinishedPart) => ({
  ...partKey(record.title, record.uploadId, part.partNumber),
  partNumber: part.partNumber,
  etag: part.etag,
  ttl: ttlOf(record.expiresAt),
});

/** Records (or replaces, for a re-sent part) one stored part. */
export async function recordPart(record: MultipartRecord, part: FinishedPart): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: videoMetaTable(), Item: partItem(record, part) }));
}

/** Records many parts at once (the list a browser sends with complete). */
export async function recordParts(record: MultipartRecord, parts: readonly FinishedPart[]): Promise<void> {
  await putItems(
    videoMetaTable(),
    parts.map((part) => partItem(record, part)),
  );
}

async function partItems(title: string, uploadId: string): Promise<PartItem[]> {
  const items: PartItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: videoMetaTable(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': videoPk(title), ':prefix': partPrefix(uploadId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as PartItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The recorded parts, by part number. */
export async function listParts(record: MultipartRecord): Promise<FinishedPart[]> {
  const items = await partItems(record.title, record.uploadId);
  return items.map(({ partNumber, etag }) => ({ partNumber, etag })).sort((a, b) => a.partNumber - b.partNumber);
}

/**
 * Removes an upload's part items, then its record (only while it still names this upload, so a
 * newer upload of the same title is never removed by a late cleanup of an older one).
 */
export async function deleteMultipart(record: Pick<MultipartRecord, 'title' | 'uploadId'>): Promise<void> {
  const parts = await partItems(record.title, record.uploadId);
  await deleteItems(
    videoMetaTable(),
    parts.map(({ pk, sk }) => ({ pk, sk })),
  );
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: videoMetaTable(),
        Key: recordKey(record.title),
        ConditionExpression: 'uploadId = :uploadId',
        ExpressionAttributeValues: { ':uploadId': record.uploadId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
