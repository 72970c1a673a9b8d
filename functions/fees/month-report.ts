/**
 * The admin's month report: what was paid for a month, by plan, and who paid for the month before
 * but has neither paid nor sent a payment for this one (the students to remind at the class).
 * Approved payments are found under the month on gsi1; pending ones in the queue, by their month.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { previousMonth } from '../domain/fees/period';
import { userKey, usersTable, type UserItem } from '../domain/sessions/account';
import { dynamo } from '../shared/dynamo';
import { queryAll } from '../shared/query-all';
import type { FeeReport } from '../shared/schemas';
import { monthIndexKey, PENDING_INDEX, type SlipItem } from './items';
import { feesTable } from './store-plans';

const approvedIn = (month: string): Promise<SlipItem[]> =>
  queryAll<SlipItem>({
    TableName: feesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :approved)',
    ExpressionAttributeValues: { ':pk': monthIndexKey(month), ':approved': 'approved#' },
  });

const pendingIn = (month: string): Promise<SlipItem[]> =>
  queryAll<SlipItem>({
    TableName: feesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: '#month = :month',
    ExpressionAttributeNames: { '#month': 'month' },
    ExpressionAttributeValues: { ':pk': PENDING_INDEX, ':month': month },
  });

type Contact = Pick<UserItem, 'id' | 'fullName' | 'email' | 'phoneNumber'>;

/** The accounts' current name, e-mail and phone; accounts deleted since are missing. */
async function contactsOf(userIds: readonly string[]): Promise<Map<string, Contact>> {
  const contacts = new Map<string, Contact>();
  const table = usersTable();
  for (let start = 0; start < userIds.length; start += 100) {
    let keys: Record<string, unknown>[] = userIds.slice(start, start + 100).map((id) => userKey(id));
    while (keys.length > 0) {
      const result = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: keys, ProjectionExpression: 'id, fullName, email, phoneNumber' },
          },
        }),
      );
      for (const item of (result.Responses?.[table] ?? []) as Contact[]) contacts.set(item.id, item);
      keys = result.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return contacts;
}

/** The report from the payments read (pure): sums by plan, and who is behind. */
export function reportOf(
  month: string,
  approved: readonly SlipItem[],
  pending: readonly SlipItem[],
  approvedBefore: readonly SlipItem[],
  contacts: ReadonlyMap<string, Contact>,
): FeeReport {
  const byPlan = new Map<string, FeeReport['byPlan'][number]>();
  for (const slip of approved) {
    const row = byPlan.get(slip.planId) ?? { planId: slip.planId, planName: slip.planName, count: 0, amount: 0 };
    row.count += 1;
    row.amount += slip.amount;
    byPlan.set(slip.planId, row);
  }
  const settled = new Set([...approved, ...pending].map((slip) => slip.userId));
  const lastBefore = new Map<string, SlipItem>();
  for (const slip of approvedBefore) {
    const seen = lastBefore.get(slip.userId);
    if (!seen || (seen.decidedAt ?? seen.submittedAt) < (slip.decidedAt ?? slip.submittedAt))
      lastBefore.set(slip.userId, slip);
  }
  const unpaid = [...lastBefore.values()]
    .filter((slip) => !settled.has(slip.userId))
    .map((slip) => {
      const contact = contacts.get(slip.userId);
      return {
        userId: slip.userId,
        fullName: contact?.fullName ?? slip.studentName,
        email: contact?.email ?? slip.studentEmail,
        phoneNumber: contact?.phoneNumber ?? '',
        lastPlanName: slip.planName,
      };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  const rows = [...byPlan.values()].sort((a, b) => a.planName.localeCompare(b.planName));
  return {
    month,
    byPlan: rows,
    paidCount: approved.length,
    paidAmount: rows.reduce((sum, row) => sum + row.amount, 0),
    unpaid,
  };
}

export async function monthReport(month: string): Promise<FeeReport> {
  const [approved, pending, approvedBefore] = await Promise.all([
    approvedIn(month),
    pendingIn(month),
    approvedIn(previousMonth(month)),
  ]);
  const settled = new Set([...approved, ...pending].map((slip) => slip.userId));
  const behind = [...new Set(approvedBefore.map((slip) => slip.userId))].filter((id) => !settled.has(id));
  return reportOf(month, approved, pending, approvedBefore, await contactsOf(behind));
}
