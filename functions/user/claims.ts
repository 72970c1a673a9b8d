/**
 * Uniqueness of email and NIC without transactions: whoever creates the claim item first owns the
 * value. A conditional put is atomic in DynamoDB and dynalite alike, so parallel registrations of
 * one email produce exactly one owner.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { usersTable, type UserItem } from '../domain/sessions/account';

export type ClaimKind = 'EMAIL' | 'NIC';

export interface ClaimItem {
  pk: string;
  sk: 'CLAIM';
  userId: string;
  createdAt: number;
}

/**
 * How long an unverified registration's claim refuses a newcomer outright: long enough that a form
 * sent twice, or parallel requests, make one account; short enough that an unverified registration
 * cannot hold someone else's email or NIC. After it, a verified registration wins over the hold
 * (registration.ts).
 */
const FRESH_HOLD_MS = 60 * 1000;
/** A claim whose account never got written (a crashed registration) is free after this long. */
export const ORPHAN_CLAIM_MS = 5 * 60 * 1000;

const claimKey = (kind: ClaimKind, value: string) => ({ pk: `${kind}#${value}`, sk: 'CLAIM' as const });

/** Whether a newcomer may take over `claim`, whose owner is `owner` (null: no account item). Pure. */
export function claimIsReclaimable(claim: ClaimItem, owner: UserItem | null, now: number): boolean {
  if (!owner) return now - claim.createdAt >= ORPHAN_CLAIM_MS;
  return !owner.verified && now - owner.createdAt >= FRESH_HOLD_MS;
}

export async function getClaim(kind: ClaimKind, value: string): Promise<ClaimItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: usersTable(), Key: claimKey(kind, value), ConsistentRead: true }),
  );
  return (result.Item as ClaimItem | undefined) ?? null;
}

/**
 * Creates the claim for `userId`. With `replacing`, the claim may also overwrite one that still
 * names that previous owner. Returns false when someone else holds it.
 */
export async function putClaim(
  kind: ClaimKind,
  value: string,
  userId: string,
  now: number,
  replacing?: string,
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: usersTable(),
        Item: { ...claimKey(kind, value), userId, createdAt: now } satisfies ClaimItem,
        ConditionExpression: replacing ? 'attribute_not_exists(pk) OR userId = :previous' : 'attribute_not_exists(pk)',
        ...(replacing ? { ExpressionAttributeValues: { ':previous': replacing } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Deletes the claim only while it still belongs to `userId`. */
export async function releaseClaim(kind: ClaimKind, value: string, userId: string): Promise<void> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: usersTable(),
        Key: claimKey(kind, value),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
