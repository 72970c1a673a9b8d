/**
 * Fee plans in the fees table (items.ts). A payment first raises its plan's `payments` counter,
 * on the condition that the plan exists and is not retired: one conditional write both checks the
 * plan and pins it, so a plan that payments name can be retired but never deleted.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../shared/aws';
import { config } from '../shared/config';
import { dynamo } from '../shared/dynamo';
import { queryAll } from '../shared/query-all';
import type { FeePlanView, PlanDraft } from '../shared/schemas';
import { PLAN_INDEX, planKey, timeSort, type PlanItem } from './items';

export const feesTable = (): string => config.tableName('fees');

export async function getPlan(planId: string): Promise<PlanItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: feesTable(), Key: planKey(planId), ConsistentRead: true }),
  );
  return (result.Item as PlanItem | undefined) ?? null;
}

/**
 * Counts one more payment on the plan and returns the plan as it now is; null when there is no
 * such plan or it is retired (`getPlan` tells the two apart for the message).
 */
export async function claimPlanForPayment(planId: string): Promise<PlanItem | null> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: feesTable(),
        Key: planKey(planId),
        UpdateExpression: 'ADD payments :one',
        ConditionExpression: 'attribute_exists(pk) AND retired = :no',
        ExpressionAttributeValues: { ':one': 1, ':no': false },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as PlanItem;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

export function toPlanView(plan: PlanItem): FeePlanView {
  return {
    planId: plan.planId,
    name: plan.name,
    price: plan.price,
    grants: plan.grants,
    graceDays: plan.graceDays,
    retired: plan.retired,
    createdAt: new Date(plan.createdAt).toISOString(),
  };
}

/** Every plan, oldest first (the admin's list adds new ones at the end). */
export const listPlanItems = (): Promise<PlanItem[]> =>
  queryAll<PlanItem>({
    TableName: feesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': PLAN_INDEX },
    ScanIndexForward: true,
  });

export async function putNewPlan(draft: PlanDraft, now: number): Promise<string> {
  const planId = randomUUID();
  const item: PlanItem = {
    ...planKey(planId),
    gsi1pk: PLAN_INDEX,
    gsi1sk: timeSort(now, planId),
    planId,
    name: draft.name,
    price: draft.price,
    grants: draft.grants,
    graceDays: draft.graceDays,
    retired: false,
    payments: 0,
    createdAt: now,
  };
  await dynamo.send(
    new PutCommand({ TableName: feesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return planId;
}

/** Marks the plan retired (again is harmless); false when there is no such plan. */
export async function retirePlanItem(planId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: feesTable(),
        Key: planKey(planId),
        UpdateExpression: 'SET retired = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Deletes the plan in one conditional write, only while no payment names it: a payment raises the
 * counter before it is stored, so a delete racing a payment either wins before the claim (which
 * then finds no plan) or is refused. 'absent' and 'inUse' tell the caller which refusal it was.
 */
export async function deletePlanItem(planId: string): Promise<'deleted' | 'absent' | 'inUse'> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: feesTable(),
        Key: planKey(planId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(payments) OR payments = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    return 'deleted';
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return (await getPlan(planId)) ? 'inUse' : 'absent';
  }
}
