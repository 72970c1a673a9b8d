/** The login-failure window of one email address: LOGINFAIL#<email> / LOGINFAIL. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { afterFailure, LOCKOUT_RULES, type FailureWindow } from './lockout';
import { usersTable } from '../shared/sessions/account';

const lockoutKey = (email: string) => ({ pk: `LOGINFAIL#${email}`, sk: 'LOGINFAIL' as const });

export async function getFailureWindow(email: string): Promise<FailureWindow | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: usersTable(), Key: lockoutKey(email), ConsistentRead: true }),
  );
  const item = result.Item;
  if (!item || typeof item.windowStart !== 'number' || typeof item.failures !== 'number') return null;
  return { windowStart: item.windowStart, failures: item.failures };
}

/**
 * Counts one failed login. Optimistic: the write is conditional on the window read, and a lost
 * race re-reads and retries, so parallel failures are all counted.
 */
export async function recordFailure(email: string, now: number): Promise<FailureWindow> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const current = await getFailureWindow(email);
    const next = afterFailure(current, now);
    try {
      await dynamo.send(
        new PutCommand({
          TableName: usersTable(),
          Item: { ...lockoutKey(email), ...next, ttl: Math.ceil((next.windowStart + LOCKOUT_RULES.windowMs) / 1000) },
          ConditionExpression: current ? 'windowStart = :start AND failures = :failures' : 'attribute_not_exists(pk)',
          ...(current
            ? { ExpressionAttributeValues: { ':start': current.windowStart, ':failures': current.failures } }
            : {}),
        }),
      );
      return next;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  throw new Error('Could not record a login failure after repeated write conflicts');
}

export async function clearFailures(email: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: usersTable(), Key: lockoutKey(email) }));
}
