/**
 * One-time code items: a registration's (USER#<id> / OTP) and a password reset's (RESET#<email> /
 * CODE, kept by email so an address with no account behaves exactly like one with an account).
 * Every change is conditional, so parallel tries and resends stay consistent.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { OTP_RULES, otpExpiry, type OtpState } from './otp';
import { userPk, usersTable } from '../domain/sessions/account';

interface OtpItem extends Omit<OtpState, 'sends' | 'windowStart'>, Partial<Pick<OtpState, 'sends' | 'windowStart'>> {
  pk: string;
  sk: string;
  ttl: number;
}

/** Where one code lives. */
interface CodeKey {
  readonly pk: string;
  readonly sk: string;
}

export const registrationCode = (userId: string): CodeKey => ({ pk: userPk(userId), sk: 'OTP' });
export const resetCode = (email: string): CodeKey => ({ pk: `RESET#${email}`, sk: 'CODE' });

const toState = (item: OtpItem): OtpState => ({
  codeHash: item.codeHash,
  salt: item.salt,
  sentAt: item.sentAt,
  expiresAt: item.expiresAt,
  attempts: item.attempts,
  // Codes stored before the daily count existed count as the window's first send.
  sends: item.sends ?? 1,
  windowStart: item.windowStart ?? item.sentAt,
});

export async function getOtp(key: CodeKey): Promise<OtpState | null> {
  const result = await dynamo.send(new GetCommand({ TableName: usersTable(), Key: key, ConsistentRead: true }));
  const item = result.Item as OtpItem | undefined;
  return item ? toState(item) : null;
}

/**
 * Stores a code. `previous` is what the caller last read (null: none), and the write only happens
 * if that is still current — so two parallel resends cannot both pass the cooldown.
 */
export async function putOtp(key: CodeKey, state: OtpState, previous: OtpState | null): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: usersTable(),
        Item: {
          ...key,
          ...state,
          ttl: Math.ceil(otpExpiry(state) / 1000),
        } satisfies OtpItem,
        ConditionExpression: previous ? 'codeHash = :previous' : 'attribute_not_exists(pk)',
        ...(previous ? { ExpressionAttributeValues: { ':previous': previous.codeHash } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Counts one try against the code with hash `codeHash` before it is compared, so parallel guesses
 * cannot exceed the limit. Returns the state after counting, or null if the try was not allowed
 * (limit reached, or the code was replaced or consumed meanwhile).
 */
export async function countTry(key: CodeKey, codeHash: string): Promise<OtpState | null> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: key,
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'codeHash = :hash AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': OTP_RULES.maxWrongTries },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toState(result.Attributes as OtpItem);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** Single use: deletes the code only if it is still the one that matched. False if another request consumed it first. */
export async function consumeOtp(key: CodeKey, codeHash: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: usersTable(),
        Key: key,
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Puts back `previous` (or removes the code) if `current` is still stored; used when sending the new code failed. */
export async function restoreOtp(key: CodeKey, current: OtpState, previous: OtpState | null): Promise<void> {
  try {
    if (previous) {
      await dynamo.send(
        new PutCommand({
          TableName: usersTable(),
          Item: {
            ...key,
            ...previous,
            ttl: Math.ceil(otpExpiry(previous) / 1000),
          } satisfies OtpItem,
          ConditionExpression: 'codeHash = :current',
          ExpressionAttributeValues: { ':current': current.codeHash },
        }),
      );
    } else {
      await deleteOtp(key, current.codeHash);
    }
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

export async function deleteOtp(key: CodeKey, onlyIfHash?: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: usersTable(),
      Key: key,
      ...(onlyIfHash
        ? { ConditionExpression: 'codeHash = :hash', ExpressionAttributeValues: { ':hash': onlyIfHash } }
        : {}),
    }),
  );
}
