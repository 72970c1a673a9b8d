/**
 * What the admin typed for a video whose files are still on their way, in the videoMeta table beside
 * the catalog entry:
 *
 *   VIDEO#<title> / PENDING   {title, category, year, caption, createdAt, expiresAt (ms), ttl (s)}
 *
 * It has no index keys, so it is never listed; completeVideo turns it into the catalog's META item
 * once both objects are stored (nothing half-written is ever shown). It lives 24 hours; dynalite has
 * no TTL, so expiry is checked here and `ttl` only tidies the cloud table.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../shared/clock';
import { dynamo } from '../../shared/dynamo';
import { isConditionalCheckFailed } from '../../shared/aws';
import type { VideoFolder, VideoYear } from '../../shared/schemas';
import { videoMetaTable, videoPk } from '../../domain/videos/catalog';

const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface PendingVideo {
  title: string;
  category: VideoFolder;
  year: VideoYear;
  caption: string;
  /** ISO date-time */
  createdAt: string;
  /** epoch ms */
  expiresAt: number;
}

const pendingKey = (title: string) => ({ pk: videoPk(title), sk: 'PENDING' });

/** Writes (or replaces: the admin may have changed the caption) the pending entry for a title. */
export async function savePending(input: {
  title: string;
  category: VideoFolder;
  year: VideoYear;
  caption: string;
}): Promise<PendingVideo> {
  const now = clock.now();
  const pending: PendingVideo = {
    ...input,
    createdAt: new Date(now).toISOString(),
    expiresAt: now + PENDING_LIFETIME_MS,
  };
  await dynamo.send(
    new PutCommand({
      TableName: videoMetaTable(),
      Item: { ...pendingKey(input.title), ...pending, ttl: Math.ceil(pending.expiresAt / 1000) },
    }),
  );
  return pending;
}

/** The live pending entry for a title, or null (none, or expired). */
export async function getPending(title: string): Promise<PendingVideo | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: pendingKey(title), ConsistentRead: true }),
  );
  const item = result.Item as (PendingVideo & { pk: string; sk: string; ttl: number }) | undefined;
  if (!item || item.expiresAt <= clock.now()) return null;
  return {
    title: item.title,
    category: item.category,
    year: item.year,
    caption: item.caption,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
  };
}

/**
 * Takes the pending entry read earlier (the one created at `createdAt`), conditionally: of parallel
 * completions of one upload exactly one gets true and goes on to record and transcode it.
 */
export async function claimPending(title: string, createdAt: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: videoMetaTable(),
        Key: pendingKey(title),
        ConditionExpression: 'createdAt = :created',
        ExpressionAttributeValues: { ':created': createdAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Puts back an entry a claim took, when what the claim was for failed (the admin can retry). */
export async function restorePending(pending: PendingVideo): Promise<void> {
  await dynamo
    .send(
      new PutCommand({
        TableName: videoMetaTable(),
        Item: { ...pendingKey(pending.title), ...pending, ttl: Math.ceil(pending.expiresAt / 1000) },
        // A newer upload of the title started meanwhile: its entry wins.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalCheckFailed(error)) throw error;
    });
}

export async function deletePending(title: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: videoMetaTable(), Key: pendingKey(title) }));
}
