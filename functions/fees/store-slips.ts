/**
 * Payments in the fees table (items.ts), and their slip files in the private slips bucket. A slip
 * counts as sent only once its file is in the bucket: the student's browser PUTs it straight to S3
 * after submitSlip, so the item is written first with a `ttl` (a slip whose file never comes goes
 * away after a day) and is marked `slipArrived` the first time a read finds the file. dynalite has
 * no TTL, so every read here treats an item past its `ttl` as absent.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../shared/aws';
import { clock } from '../shared/clock';
import { config } from '../shared/config';
import { dynamo } from '../shared/dynamo';
import { queryAll } from '../shared/query-all';
import { s3 } from '../shared/s3';
import type { SlipContentType } from '../shared/schemas';
import { PENDING_INDEX, referenceIndexKey, slipKey, studentIndexKey, type SlipItem } from './items';
import { feesTable } from './store-plans';

/** PUT links live at most 15 minutes (docs/architecture.md, security model). */
export const UPLOAD_URL_SECONDS = 900;
/** How long a slip item waits for its file before DynamoDB removes it. */
export const UNSENT_SLIP_SECONDS = 24 * 60 * 60;

/** A PutObject URL with the type and length fixed in the signature, so S3 refuses any other file. */
export function presignSlipPut(key: string, contentType: SlipContentType, contentLength: number): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: config.bucketName('slips'),
    Key: key,
    ContentType: contentType,
    ContentLength: contentLength,
  });
  return getSignedUrl(s3, command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

/** Past its `ttl`: gone in DynamoDB (eventually), so gone here at once. */
export const expired = (slip: SlipItem, now: number = clock.now()): boolean =>
  slip.ttl !== undefined && slip.ttl * 1000 <= now;

/** The student can still send the file: the upload URL handed out at submission still works. */
export const uploadStillOpen = (slip: SlipItem, now: number = clock.now()): boolean =>
  now < slip.submittedAt + UPLOAD_URL_SECONDS * 1000;

const live = (items: SlipItem[]): SlipItem[] => {
  const now = clock.now();
  return items.filter((item) => !expired(item, now));
};

export async function putNewSlip(item: SlipItem): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: feesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getSlip(slipId: string): Promise<SlipItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: feesTable(), Key: slipKey(slipId), ConsistentRead: true }),
  );
  const item = result.Item as SlipItem | undefined;
  return item && !expired(item) ? item : null;
}

const byIndex = (index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, oldestFirst: boolean) =>
  queryAll<SlipItem>({
    TableName: feesTable(),
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
    ScanIndexForward: oldestFirst,
  }).then(live);

/** A student's payments, newest first. */
export const slipsOfStudent = (userId: string): Promise<SlipItem[]> => byIndex('gsi2', studentIndexKey(userId), false);

/** Every pending payment, oldest first (arrived or not). */
export const pendingSlipItems = (): Promise<SlipItem[]> => byIndex('gsi1', PENDING_INDEX, true);

/** Every payment carrying this reference key. */
export const slipsWithReference = (referenceKey: string): Promise<SlipItem[]> =>
  byIndex('gsi3', referenceIndexKey(referenceKey), false);

async function fileStored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.bucketName('slips'), Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return false;
    throw error;
  }
}

/**
 * Whether the payment's slip is in the bucket, recording it the first time it is found: the
 * `ttl` goes (the payment must not vanish now) and later reads skip the look at the bucket. Cash
 * has no file and always counts. False also when the item itself is gone.
 */
export async function confirmArrival(slip: SlipItem): Promise<boolean> {
  if (slip.slipArrived || slip.method === 'cash') return true;
  if (!slip.slipKey || !(await fileStored(slip.slipKey))) return false;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: feesTable(),
        Key: slipKey(slip.slipId),
        UpdateExpression: 'SET slipArrived = :yes REMOVE #ttl',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
  slip.slipArrived = true;
  delete slip.ttl;
  return true;
}

/** The slips whose file has arrived (checking the bucket for those not yet known to have). */
export async function arrivedOnly(slips: SlipItem[]): Promise<SlipItem[]> {
  const arrived = await Promise.all(slips.map((slip) => confirmArrival(slip)));
  return slips.filter((_slip, index) => arrived[index]);
}

/**
 * What a student's own list shows: every arrived payment, and one whose file has not come only
 * while its upload URL still works (after that it can never arrive, and `ttl` removes it).
 */
export async function visibleToStudent(slips: SlipItem[]): Promise<SlipItem[]> {
  const now = clock.now();
  const arrived = await Promise.all(slips.map((slip) => confirmArrival(slip)));
  return slips.filter((slip, index) => arrived[index] || uploadStillOpen(slip, now));
}
