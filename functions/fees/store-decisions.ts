/**
 * The admin's decisions on payments in the fees table (items.ts). A payment leaves `pending`
 * through one conditional write, so of two admins deciding at once exactly one succeeds; the grant
 * on the account follows, and `granted` records that it was done (an approval without it is
 * granted again when the admin approves once more).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../shared/aws';
import { dynamo } from '../shared/dynamo';
import type { PaymentDecision, RejectReason } from '../shared/schemas';
import { monthIndexKey, slipKey, type SlipItem } from './items';
import { feesTable } from './store-plans';

/** Moves a pending slip to approved; null when it is no longer pending (another decision won). */
export async function approvePending(
  slip: SlipItem,
  decision: PaymentDecision,
  now: number,
  accessUntil: number,
): Promise<SlipItem | null> {
  return decide(slip.slipId, {
    UpdateExpression:
      'SET #state = :approved, decidedAt = :now, accessUntil = :until, decision = :decision, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE #ttl',
    ExpressionAttributeValues: {
      ':approved': 'approved',
      ':now': now,
      ':until': accessUntil,
      ':decision': decision,
      ':gsi1pk': monthIndexKey(slip.month),
      ':gsi1sk': `approved#${slip.slipId}`,
    },
  });
}

/** Moves a pending slip to rejected with the reason; null when it is no longer pending. */
export async function rejectPending(
  slip: SlipItem,
  decision: PaymentDecision,
  now: number,
  reason: RejectReason,
  note: string | undefined,
): Promise<SlipItem | null> {
  return decide(slip.slipId, {
    UpdateExpression: `SET #state = :rejected, decidedAt = :now, reason = :reason, decision = :decision, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk${note ? ', note = :note' : ''} REMOVE #ttl`,
    ExpressionAttributeValues: {
      ':rejected': 'rejected',
      ':now': now,
      ':reason': reason,
      ':decision': decision,
      ':gsi1pk': monthIndexKey(slip.month),
      ':gsi1sk': `rejected#${slip.slipId}`,
      ...(note ? { ':note': note } : {}),
    },
  });
}

async function decide(
  slipId: string,
  update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> },
): Promise<SlipItem | null> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: feesTable(),
        Key: slipKey(slipId),
        ...update,
        ConditionExpression: 'attribute_exists(pk) AND #state = :pending',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':pending': 'pending' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as SlipItem;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** Records that the approval's grant is done, and what it changed (the audit's "what"). */
export async function markGranted(slipId: string, changes: NonNullable<PaymentDecision['changes']>): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: feesTable(),
      Key: slipKey(slipId),
      UpdateExpression: 'SET granted = :true, decision.changes = :changes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true, ':changes': changes },
    }),
  );
}

/** Stores a cash payment; false when the same student, plan and month already has one. */
export async function putCashSlip(item: SlipItem): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({ TableName: feesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
