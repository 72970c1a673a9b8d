/**
 * Login attempt counters of one email address, in the users table under LOGINFAIL#<email>:
 * sk ADDR#<client address> (the account from one address) and sk ACCOUNT (from everywhere); and
 * the per-client request counters of actions that mail a code, under CLIENTLIMIT#<address>, sk the
 * action (registrations, reset codes).
 * A reservation is one conditional write, so parallel logins can never take more attempts than the
 * rule allows: the count is settled before any password is hashed.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteQueried } from '../shared/delete-queried';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { nextReservation, type AttemptWindow, type LockRule } from './lockout';
import { usersTable } from '../domain/sessions/account';

export const ACCOUNT_COUNTER = 'ACCOUNT';
export const addressCounter = (address: string): string => `ADDR#${address}`;

const counterPk = (email: string): string => `LOGINFAIL#${email}`;
interface CounterKey {
  pk: string;
  sk: string;
}
const counterKey = (email: string, counter: string): CounterKey => ({ pk: counterPk(email), sk: counter });
/** Actions a client address may take only so often, whatever account they name. */
type ClientAction = 'REGISTER' | 'RESET';
const clientKey = (action: ClientAction, address: string) => ({ pk: `CLIENTLIMIT#${address}`, sk: action });

/** Rounds of re-reading after losing a race to open a new window; each lost round means another request won one. */
const MAX_ROUNDS = 8;

/** The counter's current window, if it has one (also how tests see what a login reserved). */
export const readWindow = (email: string, counter: string): Promise<AttemptWindow | null> =>
  readWindowAt(counterKey(email, counter));

async function readWindowAt(key: CounterKey): Promise<AttemptWindow | null> {
  const result = await dynamo.send(new GetCommand({ TableName: usersTable(), Key: key, ConsistentRead: true }));
  const item = result.Item;
  if (!item || typeof item.windowStart !== 'number' || typeof item.attempts !== 'number') return null;
  return { windowStart: item.windowStart, attempts: item.attempts };
}

/** What reserving gave: `waitSeconds` 0 and the window's count with this attempt, or the wait and 0. */
interface Reserved {
  waitSeconds: number;
  count: number;
}

/**
 * Takes one attempt from the counter. Within an open window the increment is conditional on the
 * count, so of N parallel requests exactly the ones that fit succeed, and each learns its place in
 * the window (`count`); opening a new window is conditional on the old one, and a lost race re-reads.
 */
export const reserveAttempt = (email: string, counter: string, rule: LockRule, now: number): Promise<Reserved> =>
  reserveAt(counterKey(email, counter), rule, now);

/** One request of `action` from a client address, counted whatever account it names. */
export const reserveClientRequest = (
  action: ClientAction,
  address: string,
  rule: LockRule,
  now: number,
): Promise<Reserved> => reserveAt(clientKey(action, address), rule, now);

async function reserveAt(key: CounterKey, rule: LockRule, now: number): Promise<Reserved> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const current = await readWindowAt(key);
    const next = nextReservation(current, now, rule);
    if (next.kind === 'locked') return { waitSeconds: next.seconds, count: 0 };
    try {
      if (next.kind === 'start') {
        await dynamo.send(
          new PutCommand({
            TableName: usersTable(),
            Item: {
              ...key,
              windowStart: now,
              attempts: 1,
              ttl: Math.ceil((now + rule.windowMs) / 1000),
            },
            ConditionExpression: current ? 'windowStart = :old' : 'attribute_not_exists(pk)',
            ...(current ? { ExpressionAttributeValues: { ':old': current.windowStart } } : {}),
          }),
        );
      } else {
        const added = await dynamo.send(
          new UpdateCommand({
            TableName: usersTable(),
            Key: key,
            UpdateExpression: 'SET attempts = attempts + :one',
            ConditionExpression: 'windowStart = :start AND attempts < :max',
            ExpressionAttributeValues: { ':one': 1, ':start': next.windowStart, ':max': rule.maxAttempts },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const count: unknown = added.Attributes?.attempts;
        return { waitSeconds: 0, count: typeof count === 'number' ? count : rule.maxAttempts };
      }
      return { waitSeconds: 0, count: 1 };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  // Still contended: others keep taking attempts, so this one waits like a locked one, briefly.
  return { waitSeconds: 1, count: 0 };
}

/** A correct password from this address: its counter starts afresh. */
export async function clearAttempts(email: string, counter: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: usersTable(), Key: counterKey(email, counter) }));
}

/** A correct password gives its reserved attempt back to the account-wide count. */
export async function returnAttempt(email: string, counter: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: counterKey(email, counter),
        UpdateExpression: 'SET attempts = attempts - :one',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      }),
    );
  } catch (error) {
    // The window ended (and its item went) meanwhile: nothing to give back.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** Every counter of the email address (when its account is deleted). */
export async function clearAllAttempts(email: string): Promise<void> {
  await deleteQueried(usersTable(), { keyCondition: 'pk = :pk', values: { ':pk': counterPk(email) } });
}
