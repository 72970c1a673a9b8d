/**
 * A student's payments: sending a slip (the file goes straight to S3 with a presigned PUT), their
 * own history, and one slip's file for its owner or an admin. The admin's queue and search are in
 * slip-queue.ts.
 */
import { randomUUID } from 'node:crypto';
import { payableMonths } from '../../domain/fees/period';
import { getUser } from '../../domain/sessions/account';
import { requireLogin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  feeTexts,
  PENDING_SLIPS_MAX,
  referenceKey,
  submitSlipSchema,
  type MySlipsResponse,
  type SlipSubmittedResponse,
} from '../../shared/schemas';
import {
  PENDING_INDEX,
  referenceIndexKey,
  slipKey,
  slipObjectKey,
  studentIndexKey,
  timeSort,
  type SlipItem,
} from '../items';
import { slipIdOf } from '../params';
import { monthPayable, paidOnAllowed } from '../slip-dates';
import { claimPlanForPayment, getPlan } from '../store-plans';
import {
  confirmArrival,
  getSlip,
  presignSlipPut,
  putNewSlip,
  slipsOfStudent,
  UNSENT_SLIP_SECONDS,
  visibleToStudent,
} from '../store-slips';
import { slipUrlOf, toPaymentView } from '../views';

export { findSlips, pendingSlips } from './slip-queue';

export const submitSlip: Route = async ({ cookies, body }) => {
  const user = await requireLogin(cookies);
  if (user.role === 'admin') throw new Forbidden(feeTexts.notStudent);
  const draft = parseWith(submitSlipSchema, body);
  const now = clock.now();
  if (!monthPayable(draft.month, now)) throw new BadRequest(feeTexts.month);
  if (!paidOnAllowed(draft.paidOn, now)) throw new BadRequest(feeTexts.paidOn);
  const waiting = (await visibleToStudent(await slipsOfStudent(user.id))).filter((slip) => slip.state === 'pending');
  if (waiting.length >= PENDING_SLIPS_MAX) throw new Conflict(feeTexts.tooManyPending);
  const account = await getUser(user.id);
  if (!account) throw new NotFound(feeTexts.studentNotFound);
  const plan = await claimPlanForPayment(draft.planId);
  if (!plan) {
    throw (await getPlan(draft.planId))
      ? new Conflict(feeTexts.planRetiredAlready)
      : new NotFound(feeTexts.planNotFound);
  }

  const slipId = randomUUID();
  const key = referenceKey(draft.reference);
  const objectKey = slipObjectKey(user.id, slipId, draft.slip.contentType);
  const item: SlipItem = {
    ...slipKey(slipId),
    gsi1pk: PENDING_INDEX,
    gsi1sk: timeSort(now, slipId),
    gsi2pk: studentIndexKey(user.id),
    gsi2sk: timeSort(now, slipId),
    gsi3pk: referenceIndexKey(key),
    gsi3sk: timeSort(now, slipId),
    slipId,
    userId: user.id,
    studentName: account.fullName,
    studentEmail: account.email,
    studentNic: account.idNo,
    planId: plan.planId,
    planName: plan.name,
    grants: plan.grants,
    graceDays: plan.graceDays,
    month: draft.month,
    amount: draft.amount,
    method: 'slip',
    reference: draft.reference,
    referenceKey: key,
    paidOn: draft.paidOn,
    slipKey: objectKey,
    slipContentType: draft.slip.contentType,
    slipSize: draft.slip.size,
    state: 'pending',
    submittedAt: now,
    // Until the file arrives: a slip whose upload never happens must not wait in anyone's list.
    ttl: Math.floor(now / 1000) + UNSENT_SLIP_SECONDS,
  };
  await putNewSlip(item);
  const response: SlipSubmittedResponse = {
    message: feeTexts.submitted,
    slipId,
    signedUrl: await presignSlipPut(objectKey, draft.slip.contentType, draft.slip.size),
    headers: { 'content-type': draft.slip.contentType },
  };
  return { statusCode: 201, body: response };
};

export const mySlips: Route = async ({ cookies }) => {
  const user = await requireLogin(cookies);
  const slips = await visibleToStudent(await slipsOfStudent(user.id));
  const payments = await Promise.all(slips.map(async (slip) => toPaymentView(slip, await slipUrlOf(slip))));
  const response: MySlipsResponse = { payments, months: payableMonths(clock.now()) };
  return { body: response };
};

/** For the slip's student or an admin; anyone else is told there is no such payment, not that it is theirs to ask. */
export const slipFile: Route<'slipId'> = async ({ cookies, params }) => {
  const user = await requireLogin(cookies);
  const slip = await getSlip(slipIdOf(params.slipId));
  if (!slip || (user.role !== 'admin' && slip.userId !== user.id)) throw new NotFound(feeTexts.slipNotFound);
  // Cash has no file to show.
  if (!slip.slipKey || !slip.slipContentType) throw new NotFound(feeTexts.slipNotFound);
  const url = (await confirmArrival(slip)) ? await slipUrlOf(slip) : undefined;
  if (!url) throw new NotFound(feeTexts.slipMissing);
  return { body: { url, contentType: slip.slipContentType } };
};
