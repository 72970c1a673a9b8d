/**
 * Fee plans in the fees table (items.ts). A payment first raises its plan's `payments` counter,
 * on the condition that the plan exists and is not retired: one conditional write both checks the
 * plan and pins it, so a plan that payments name can be retired but never deleted.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../shared/aws';
import { config } from '../shared/config';
import { dynamo } from '../shared/dynamo';
import { planKey, type PlanItem } from './items';

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
