/**
 * Fee plans and payments made straight through the fees store, for the security suites: rows that
 * consume their target (delete, retire, approve) get a fresh one, and a payment made here is as
 * submitSlip leaves it once its file has arrived.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { payableMonths } from '../../../functions/domain/fees/period';
import {
  PENDING_INDEX,
  referenceIndexKey,
  slipKey,
  slipObjectKey,
  studentIndexKey,
  timeSort,
  type SlipItem,
} from '../../../functions/fees/items';
import { putNewPlan } from '../../../functions/fees/store-plans';
import { putNewSlip } from '../../../functions/fees/store-slips';
import { createPlanSchema } from '../../../functions/shared/schemas';
import { putObject } from './media';

export const payableMonth = (): string => payableMonths(Date.now())[0];

export const newFeePlan = (name = 'Matrix plan'): Promise<string> =>
  putNewPlan(createPlanSchema.parse({ name, price: 2000, grants: ['theoryAccess'] }), Date.now());

/** A pending slip payment of `userId` whose file is in the slips bucket; answers its id. */
export async function arrivedSlip(userId: string, planId: string): Promise<string> {
  const slipId = randomUUID();
  const now = Date.now();
  const reference = `MX${randomBytes(4).toString('hex').toUpperCase()}`;
  const key = slipObjectKey(userId, slipId, 'image/jpeg');
  await putObject('slips', key, randomBytes(512), 'image/jpeg');
  const item: SlipItem = {
    ...slipKey(slipId),
    gsi1pk: PENDING_INDEX,
    gsi1sk: timeSort(now, slipId),
    gsi2pk: studentIndexKey(userId),
    gsi2sk: timeSort(now, slipId),
    gsi3pk: referenceIndexKey(reference),
    gsi3sk: timeSort(now, slipId),
    slipId,
    userId,
    studentName: 'Matrix Student',
    studentEmail: 'matrix@example.com',
    studentNic: '200012345678',
    planId,
    planName: 'Matrix plan',
    grants: ['theoryAccess'],
    graceDays: 7,
    month: payableMonth(),
    amount: 2000,
    method: 'slip',
    reference,
    referenceKey: reference,
    paidOn: new Date(now + 330 * 60_000).toISOString().slice(0, 10),
    slipKey: key,
    slipContentType: 'image/jpeg',
    slipSize: 512,
    slipArrived: true,
    state: 'pending',
    submittedAt: now,
  };
  await putNewSlip(item);
  return slipId;
}
