/**
 * The grant a fee payment makes on the student's account: each of the plan's access flags runs at
 * least until the paid month's end. The flags are flip counters (odd = granted, account.ts) with an
 * optional end; the admin's own toggle grants for good (no end), which a payment never shortens.
 *
 * The write is one conditional UpdateItem on the account, conditioned on each flag's counter and
 * end as they were read: two payments approved at once, or a payment and the admin's toggle, cannot
 * overwrite each other's result; the loser reads the account again and decides afresh.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { dynamo } from '../../shared/dynamo';
import type { AccessField, PaymentDecision } from '../../shared/schemas';
import {
  flipsAttribute,
  getUser,
  grantedByFlips,
  untilAttribute,
  userKey,
  usersTable,
  type UserItem,
} from '../sessions/account';
import { evictUser } from '../sessions/session-cache';
import { laterEnd } from './period';

export type GrantChanges = NonNullable<PaymentDecision['changes']>;

/** What one flag becomes; `write` is false when the flag stays as it is. */
export interface FlagGrant {
  field: AccessField;
  seenFlips: number | undefined;
  seenUntil: number | undefined;
  flips: number;
  until: number | undefined;
  write: boolean;
  before: string | null;
  after: string | null;
}

const iso = (at: number | undefined): string | null => (at === undefined ? null : new Date(at).toISOString());

/** The pure rule for one flag: what granting it until `end` does to it at `now`. */
export function flagGrant(user: UserItem, field: AccessField, end: number, now: number): FlagGrant {
  const seenFlips = user[flipsAttribute(field)];
  const seenUntil = user[untilAttribute(field)];
  const base = { field, seenFlips, seenUntil };
  if (!grantedByFlips(seenFlips)) {
    // Not granted: one flip turns it on, with the paid end.
    return { ...base, flips: (seenFlips ?? 0) + 1, until: end, write: true, before: null, after: iso(end) };
  }
  if (seenUntil === undefined) {
    // The admin granted it for good: a payment neither adds an end nor takes the grant away.
    return { ...base, flips: seenFlips ?? 0, until: undefined, write: false, before: null, after: null };
  }
  if (seenUntil <= now) {
    // Granted once but run out: still odd, so only the end moves.
    return { ...base, flips: seenFlips ?? 0, until: end, write: true, before: null, after: iso(end) };
  }
  const until = laterEnd(seenUntil, end);
  return {
    ...base,
    flips: seenFlips ?? 0,
    until,
    write: until !== seenUntil,
    before: iso(seenUntil),
    after: iso(until),
  };
}

export const changesOf = (grants: readonly FlagGrant[]): GrantChanges =>
  Object.fromEntries(grants.map((grant) => [grant.field, { before: grant.before, after: grant.after }]));

/** The UpdateItem input that writes `grants` only if every written flag is still as it was read. */
function grantUpdate(userId: string, grants: readonly FlagGrant[]) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  grants.forEach((grant, index) => {
    names[`#f${index}`] = flipsAttribute(grant.field);
    names[`#u${index}`] = untilAttribute(grant.field);
    values[`:f${index}`] = grant.flips;
    values[`:u${index}`] = grant.until ?? 0;
    sets.push(`#f${index} = :f${index}`, `#u${index} = :u${index}`);
    if (grant.seenFlips === undefined) conditions.push(`attribute_not_exists(#f${index})`);
    else {
      values[`:sf${index}`] = grant.seenFlips;
      conditions.push(`#f${index} = :sf${index}`);
    }
    if (grant.seenUntil === undefined) conditions.push(`attribute_not_exists(#u${index})`);
    else {
      values[`:su${index}`] = grant.seenUntil;
      conditions.push(`#u${index} = :su${index}`);
    }
  });
  return new UpdateCommand({
    TableName: usersTable(),
    Key: userKey(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/**
 * Grants `fields` on the account until at least `end` (epoch ms) and returns each flag's end before
 * and after; null when the account is gone.
 */
export async function grantAccess(
  userId: string,
  fields: readonly AccessField[],
  end: number,
): Promise<GrantChanges | null> {
  let user = await getUser(userId);
  while (user) {
    const now = clock.now();
    const account = user;
    const grants = fields.map((field) => flagGrant(account, field, end, now));
    const writes = grants.filter((grant) => grant.write);
    if (writes.length === 0) return changesOf(grants);
    try {
      await dynamo.send(grantUpdate(userId, writes));
      // This instance's cached sessions must show the new access at once.
      evictUser(userId);
      return changesOf(grants);
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      user = await getUser(userId);
    }
  }
  return null;
}
