/**
 * The sample fee plans `npm start` offers, so a student can pay for a month at /fees and the admin
 * has a queue at /admin/payments from the first start. Written as the fees group stores a plan
 * (functions/fees/items.ts) and validated like the admin's form. Each plan has a fixed id and is
 * put only if absent, so a restart adds nothing and keeps what the admin changed (a new price, a
 * retirement) or deleted.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_INDEX, planKey, timeSort, type PlanItem } from '../../functions/fees/items';
import { isConditionalCheckFailed } from '../../functions/shared/aws';
import { clock } from '../../functions/shared/clock';
import { config } from '../../functions/shared/config';
import { dynamo } from '../../functions/shared/dynamo';
import { createPlanSchema, type CreatePlanInput } from '../../functions/shared/schemas';
import { SAMPLE_FEE_PLANS } from './fee-plan-content';

function planItem(input: CreatePlanInput & { planId: string }, createdAt: number): PlanItem {
  const { planId, ...form } = input;
  const draft = createPlanSchema.parse(form);
  return {
    ...planKey(planId),
    gsi1pk: PLAN_INDEX,
    gsi1sk: timeSort(createdAt, planId),
    planId,
    name: draft.name,
    price: draft.price,
    grants: draft.grants,
    graceDays: draft.graceDays,
    retired: false,
    payments: 0,
    createdAt,
  };
}

export async function seedSampleFeePlans(): Promise<void> {
  const now = clock.now();
  await Promise.all(
    SAMPLE_FEE_PLANS.map(async (plan, index) => {
      try {
        await dynamo.send(
          new PutCommand({
            TableName: config.tableName('fees'),
            // A millisecond apart, so the plans list in the order written here.
            Item: planItem(plan, now + index),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }),
  );
}
