/**
 * Writes to account records: new accounts, verification, state, access flags, promotion, deletion.
 * The users table's key layout is its owner's, functions/domain/sessions/account.ts.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../shared/clock';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import type { AccessField, AdminUserView, Language, UserState } from '../shared/schemas';
import {
  accessFlag,
  accessUntilOf,
  flipsAttribute,
  grantedByFlips,
  getUser,
  roleIndexKey,
  untilAttribute,
  userKey,
  usersTable,
  type UserItem,
} from '../domain/sessions/account';
import { evictUser } from '../domain/sessions/session-cache';

export function toAdminView(user: UserItem): AdminUserView {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    idNo: user.idNo,
    school: user.school,
    alYear: user.alYear,
    phoneNumber: user.phoneNumber,
    address: user.address,
    state: user.state,
    verified: user.verified,
    revisionAccess: accessFlag(user, 'revisionAccess'),
    theoryAccess: accessFlag(user, 'theoryAccess'),
    practicalAccess: accessFlag(user, 'practicalAccess'),
    paperAccess: accessFlag(user, 'paperAccess'),
    revisionTuteAccess: accessFlag(user, 'revisionTuteAccess'),
    accessUntil: accessUntilOf(user),
  };
}

/** Writes a new account; fails with ConditionalCheckFailedException if the id is taken. */
export async function putNewUser(user: UserItem): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: usersTable(), Item: user, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Marks a pending account verified; false if it was not (still) a pending account. */
export async function markVerified(id: string, now: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(id),
        UpdateExpression: 'SET verified = :true, verifiedAt = :now REMOVE pendingTokenHash',
        ConditionExpression: 'attribute_exists(pk) AND verified = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now },
      }),
    );
    evictUser(id);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** A new password (after a reset); false when the account is gone. */
export async function setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(id),
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hash': passwordHash },
      }),
    );
    evictUser(id);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function setState(id: string, state: UserState): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: usersTable(),
      Key: userKey(id),
      UpdateExpression: 'SET #state = :state',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': state },
    }),
  );
  // Sessions of this account cached in this instance are looked up afresh (functions/domain/sessions/session-cache.ts); so below.
  evictUser(id);
}

/** The account's language from now on; false when the account is gone. */
export async function setLanguage(id: string, language: Language): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(id),
        UpdateExpression: 'SET #language = :language',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#language': 'language' },
        ExpressionAttributeValues: { ':language': language },
      }),
    );
    // check-auth answers from this instance's session cache: it must show the new language at once.
    evictUser(id);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Flips the flag as the admin sees it: one that is on goes off; one that is off, or granted until a
 * date now past, goes on. Either way its end date goes, so the admin's toggle grants for good, as it
 * always has. The flip counter keeps its meaning (odd = granted) and every toggle changes it, written
 * only if it is still the value read, so two admins' toggles both count, one after the other.
 * Null when the account is gone.
 */
export async function toggleAccess(
  user: UserItem,
  field: AccessField,
  now: number = clock.now(),
): Promise<boolean | null> {
  let current: UserItem | null = user;
  while (current) {
    const flips = current[flipsAttribute(field)];
    const on = accessFlag(current, field, now);
    // Off because its date passed: still odd, so +2 turns it on again without changing its parity.
    const next = (flips ?? 0) + (on || !grantedByFlips(flips) ? 1 : 2);
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: usersTable(),
          Key: userKey(user.id),
          UpdateExpression: 'SET #flips = :next REMOVE #until',
          ConditionExpression:
            flips === undefined
              ? 'attribute_exists(pk) AND attribute_not_exists(#flips)'
              : 'attribute_exists(pk) AND #flips = :seen',
          ExpressionAttributeNames: { '#flips': flipsAttribute(field), '#until': untilAttribute(field) },
          ExpressionAttributeValues: { ':next': next, ...(flips === undefined ? {} : { ':seen': flips }) },
        }),
      );
      evictUser(user.id);
      return !on;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      current = await getUser(user.id);
    }
  }
  return null;
}

/** Makes an existing account an active, verified admin (seeding); optionally replaces its password. */
export async function promoteToAdmin(user: UserItem, passwordHash?: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: usersTable(),
      Key: userKey(user.id),
      UpdateExpression: `SET #role = :admin, gsi1pk = :gsi1pk, verified = :true, #state = :active${passwordHash ? ', passwordHash = :hash' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role', '#state': 'state' },
      ExpressionAttributeValues: {
        ':admin': 'admin',
        ':gsi1pk': roleIndexKey('admin'),
        ':true': true,
        ':active': 'active',
        ...(passwordHash ? { ':hash': passwordHash } : {}),
      },
    }),
  );
  evictUser(user.id);
}

/** Deletes the account item; with `onlyUnverified`, refuses (returns false) if it has been verified meanwhile. */
export async function deleteUserItem(id: string, options: { onlyUnverified?: boolean } = {}): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: usersTable(),
        Key: userKey(id),
        ...(options.onlyUnverified
          ? {
              ConditionExpression: 'attribute_not_exists(pk) OR verified = :false',
              ExpressionAttributeValues: { ':false': false },
            }
          : {}),
      }),
    );
    evictUser(id);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
