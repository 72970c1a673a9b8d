/**
 * The daily reminder: every active student whose paid access ends within the next few days
 * (config.feeReminderDays) gets one mail in their language naming the classes and the last day.
 * The account keeps the end it was reminded about (`feeReminderFor`), set by a conditional write
 * before the mail goes, so a sweep run twice, or two sweeps at once, mail once; a new payment moves
 * the end, and the next end is reminded about in its turn. Flags granted for good never are.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { lastDayOf } from '../domain/fees/period';
import {
  flipsAttribute,
  grantedByFlips,
  roleIndexKey,
  untilAttribute,
  userKey,
  usersTable,
  type UserItem,
} from '../domain/sessions/account';
import { isConditionalCheckFailed } from '../shared/aws';
import { clock } from '../shared/clock';
import { config } from '../shared/config';
import { dynamo } from '../shared/dynamo';
import { describeError, logger } from '../shared/logger';
import { ACCESS_FIELDS, languageOf, type AccessField } from '../shared/schemas';
import { reminderMail, sendFeeMail } from './fee-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account with the end it was last reminded about (epoch ms). */
type RemindedUser = UserItem & { feeReminderFor?: number };

export interface Reminder {
  fields: AccessField[];
  /** The earliest end among them: the one the mail is about. */
  end: number;
}

/** What to remind `user` of at `now` (pure); null when nothing runs out soon or it was reminded already. */
export function reminderFor(user: RemindedUser, now: number, days: number): Reminder | null {
  if (user.role !== 'student' || user.state !== 'active' || !user.verified) return null;
  const horizon = now + days * DAY_MS;
  const ending = ACCESS_FIELDS.flatMap((field) => {
    const until = user[untilAttribute(field)];
    const runs = grantedByFlips(user[flipsAttribute(field)]) && until !== undefined && now < until;
    return runs && until <= horizon ? [{ field, until }] : [];
  });
  if (ending.length === 0) return null;
  const end = Math.min(...ending.map((flag) => flag.until));
  if (user.feeReminderFor === end) return null;
  return { fields: ending.map((flag) => flag.field), end };
}

/** Claims the reminder for `end`; false when another sweep already did. */
async function claimReminder(userId: string, end: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(userId),
        UpdateExpression: 'SET feeReminderFor = :end',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(feeReminderFor) OR feeReminderFor <> :end)',
        ExpressionAttributeValues: { ':end': end },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** A mail that did not go is tried again by the next sweep. */
async function releaseReminder(userId: string, end: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(userId),
        UpdateExpression: 'REMOVE feeReminderFor',
        ConditionExpression: 'feeReminderFor = :end',
        ExpressionAttributeValues: { ':end': end },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

async function remind(user: RemindedUser, reminder: Reminder): Promise<boolean> {
  if (!(await claimReminder(user.id, reminder.end))) return false;
  const language = languageOf(user.language);
  const mail = reminderMail(
    user,
    reminder.fields,
    lastDayOf(reminder.end),
    language,
    config.brandName,
    config.siteOrigin,
  );
  try {
    await sendFeeMail(user.email, mail);
    return true;
  } catch (error) {
    logger.warn('fee reminder not sent', { userId: user.id, error: describeError(error, { stack: false }) });
    await releaseReminder(user.id, reminder.end);
    return false;
  }
}

/** One sweep over every student account, a page at a time; returns how many mails went. */
export async function sweepReminders(): Promise<number> {
  const days = config.feeReminderDays;
  let sent = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: usersTable(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :students',
        ExpressionAttributeValues: { ':students': roleIndexKey('student') },
        ExclusiveStartKey: startKey,
      }),
    );
    const now = clock.now();
    for (const user of (page.Items ?? []) as RemindedUser[]) {
      const reminder = reminderFor(user, now, days);
      if (reminder && (await remind(user, reminder))) sent += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  logger.info('fee reminders swept', { sent, days });
  return sent;
}
