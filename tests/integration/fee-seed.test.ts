/**
 * The local stack's fee parts against the real engines: the sample fee plans land once under the
 * fees group's keys and keep an admin's changes across restarts, and the slips bucket lets a
 * browser page PUT a slip but not read it cross-origin, as the cloud bucket's CORS does.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PLAN_INDEX, planKey } from '../../functions/fees/items';
import { buckets } from '../../functions/shared/resources';
import { config } from '../../functions/shared/config';
import { dynamo } from '../../functions/shared/dynamo';
import { SAMPLE_FEE_PLANS, feePlanSummary } from '../../local/seed/fee-plan-content';
import { seedSampleFeePlans } from '../../local/seed/fee-plans';

const table = () => config.tableName('fees');
const listed = async () =>
  (
    await dynamo.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': PLAN_INDEX },
      }),
    )
  ).Items ?? [];

describe('sample fee plans', () => {
  it('are seeded once, listed in order, and keep what the admin changed', async () => {
    await seedSampleFeePlans();
    const ids = SAMPLE_FEE_PLANS.map((plan) => plan.planId);
    const first = (await listed()).filter((item) => ids.includes(item.planId as string));
    expect(first.map((item) => item.planId)).toEqual(ids);
    expect(first[0]).toMatchObject({
      name: 'Theory + Revision – monthly',
      price: 2000,
      grants: ['theoryAccess', 'revisionAccess', 'revisionTuteAccess'],
      graceDays: 7,
      retired: false,
      payments: 0,
    });

    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: planKey('sample-paper'),
        UpdateExpression: 'SET price = :p, retired = :r',
        ExpressionAttributeValues: { ':p': 1800, ':r': true },
      }),
    );
    await seedSampleFeePlans();
    const again = (await listed()).filter((item) => ids.includes(item.planId as string));
    expect(again).toHaveLength(ids.length);
    const paper = await dynamo.send(new GetCommand({ TableName: table(), Key: planKey('sample-paper') }));
    expect(paper.Item).toMatchObject({ price: 1800, retired: true });
  });

  it('are named with rupees as the class writes them', () => {
    expect(feePlanSummary()).toContain('Theory + Revision – monthly (Rs. 2,000)');
    expect(feePlanSummary()).toContain('Practical – monthly (Rs. 1,000)');
  });
});

describe('the local slips bucket', () => {
  const preflight = (bucket: string, method: string) =>
    fetch(`${process.env.AWS_ENDPOINT_URL_S3}/${bucket}/slips/u1/s1.jpg`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('lets the site PUT a slip and refuses a cross-origin GET, as the cloud bucket does', async () => {
    const put = await preflight(buckets.slips.localName, 'PUT');
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-methods')).toContain('PUT');
    const get = await preflight(buckets.slips.localName, 'GET');
    expect(get.status).toBe(403);
    // The media buckets still allow what their pages need.
    expect((await preflight(buckets.quizImages.localName, 'GET')).status).toBe(200);
  });
});
