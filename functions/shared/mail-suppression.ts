/**
 * Addresses our mail must not go to any more: SES reported a hard bounce (the mailbox does not
 * exist) or a complaint (the reader marked our mail as spam). SES pauses an account whose bounce or
 * complaint rate climbs, and in registration week mistyped addresses bounce, so one bad address
 * must cost one bounce, never a stream of them.
 *
 * The mark is kept per address, not per account, in the users table:
 *
 *   MAILSUPPRESS#<email> / SUPPRESSED   { email, reason, at }
 *
 * so it covers an address no account holds yet (a registration's code mailed to a typo), survives
 * that registration being rolled back, and is read with one GetItem before every send.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './aws';
import { config } from './config';
import { dynamo } from './dynamo';

export type SuppressionReason = 'bounce' | 'complaint';

export interface MailSuppression {
  email: string;
  reason: SuppressionReason;
  /** When SES reported it (epoch ms). */
  at: number;
}

interface SuppressionItem extends MailSuppression {
  pk: string;
  sk: 'SUPPRESSED';
}

const usersTable = (): string => config.tableName('users');

/** Addresses compare as the schemas store them: trimmed and lower-cased. */
export const normalAddress = (email: string): string => email.trim().toLowerCase();

const suppressionKey = (email: string) => ({ pk: `MAILSUPPRESS#${normalAddress(email)}`, sk: 'SUPPRESSED' as const });

const toSuppression = (item: SuppressionItem): MailSuppression => ({
  email: item.email,
  reason: item.reason,
  at: item.at,
});

export async function suppressionOf(email: string): Promise<MailSuppression | null> {
  const result = await dynamo.send(new GetCommand({ TableName: usersTable(), Key: suppressionKey(email) }));
  const item = result.Item as SuppressionItem | undefined;
  return item ? toSuppression(item) : null;
}

/**
 * Marks the address. A complaint outranks a bounce: once a reader has called our mail spam, a later
 * bounce report must not make the admin's list read as if the address were merely mistyped.
 */
export async function suppressAddress(email: string, reason: SuppressionReason, at: number): Promise<void> {
  const item: SuppressionItem = { ...suppressionKey(email), email: normalAddress(email), reason, at };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: usersTable(),
        Item: item,
        ...(reason === 'bounce'
          ? {
              ConditionExpression: 'attribute_not_exists(pk) OR reason <> :complaint',
              ExpressionAttributeValues: { ':complaint': 'complaint' },
            }
          : {}),
      }),
    );
  } catch (error) {
    // Already marked as a complaint: the stronger mark stays.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** Lifts the mark (the admin, once the student confirmed the address works); false if there was none. */
export async function clearSuppression(email: string): Promise<boolean> {
  const result = await dynamo.send(
    new DeleteCommand({ TableName: usersTable(), Key: suppressionKey(email), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes !== undefined;
}

/** BatchGetItem's limit per request. */
const BATCH_SIZE = 100;
const MAX_ROUNDS = 8;

/** The marks of many addresses at once (a page of the admin's list), by normalised address. */
export async function suppressionsOf(emails: readonly string[]): Promise<Map<string, MailSuppression>> {
  const found = new Map<string, MailSuppression>();
  const unique = [...new Set(emails.map(normalAddress))];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    let keys: Record<string, unknown>[] = unique.slice(start, start + BATCH_SIZE).map(suppressionKey);
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`BatchGetItem left ${keys.length} keys unprocessed`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await dynamo.send(new BatchGetCommand({ RequestItems: { [usersTable()]: { Keys: keys } } }));
      for (const item of (result.Responses?.[usersTable()] ?? []) as SuppressionItem[]) {
        found.set(item.email, toSuppression(item));
      }
      keys = result.UnprocessedKeys?.[usersTable()]?.Keys ?? [];
    }
  }
  return found;
}
