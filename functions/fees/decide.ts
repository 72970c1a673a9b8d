/**
 * The admin's decisions on payments: approve a slip, reject it, record cash taken at the class.
 * Each moves the payment out of `pending` (or creates it, for cash) in one conditional write and
 * keeps who decided, when, and — once the grant is done — what it changed on the account; each
 * also logs one line (ids and ends only, no personal data).
 */
import { accessEnd, monthAt, nextMonth, previousMonth } from '../domain/fees/period';
import { grantAccess } from '../domain/fees/grant';
import { getUser, type UserItem } from '../domain/sessions/account';
import type { CurrentUser } from '../domain/sessions/guards';
import { clock } from '../shared/clock';
import { config } from '../shared/config';
import { BadRequest, Conflict, NotFound } from '../shared/errors';
import { describeError, logger } from '../shared/logger';
import { feeTexts, languageOf, type PaymentDecision, type RejectReason } from '../shared/schemas';
import { rejectionMail, sendFeeMail } from './fee-mail';
import { cashSlipId, monthIndexKey, slipKey, studentIndexKey, timeSort, type SlipItem } from './items';
import { approvePending, markGranted, putCashSlip, rejectPending } from './store-decisions';
import { confirmArrival, getSlip } from './store-slips';
import { claimPlanForPayment, getPlan } from './store-plans';

const decisionBy = (admin: CurrentUser, action: PaymentDecision['action'], now: number): PaymentDecision => ({
  action,
  byId: admin.id,
  byName: admin.fullName,
  at: new Date(now).toISOString(),
});

/** Grants what an approved payment pays for and records that it did. */
async function finishGrant(slip: SlipItem, accessUntil: number): Promise<void> {
  const changes = await grantAccess(slip.userId, slip.grants, accessUntil);
  // An account deleted since it paid has nothing to grant; the payment still stands as decided.
  await markGranted(slip.slipId, changes ?? {});
  logger.info('fee access granted', { slipId: slip.slipId, userId: slip.userId, accessUntil, changes });
}

/** Approves a pending slip; answers the instant the access it grants ends. */
export async function approveSlip(slipId: string, admin: CurrentUser): Promise<number> {
  const slip = await getSlip(slipId);
  if (!slip) throw new NotFound(feeTexts.slipNotFound);
  // An approval whose grant failed (the users table was unreachable) is finished by approving again.
  if (slip.state === 'approved' && !slip.granted && slip.accessUntil !== undefined) {
    await finishGrant(slip, slip.accessUntil);
    return slip.accessUntil;
  }
  if (slip.state !== 'pending') throw new Conflict(feeTexts.notPending);
  if (slip.method === 'slip' && !(await confirmArrival(slip))) throw new Conflict(feeTexts.slipMissing);
  const now = clock.now();
  const accessUntil = accessEnd(slip.month, slip.graceDays);
  const decision = decisionBy(admin, 'approved', now);
  const approved = await approvePending(slip, decision, now, accessUntil);
  if (!approved) throw new Conflict(feeTexts.notPending);
  logger.info('fee decision', { action: 'approved', slipId, userId: slip.userId, month: slip.month, byId: admin.id });
  await finishGrant(approved, accessUntil);
  return accessUntil;
}

export async function rejectSlip(
  slipId: string,
  admin: CurrentUser,
  reason: RejectReason,
  note: string | undefined,
): Promise<void> {
  const slip = await getSlip(slipId);
  if (!slip) throw new NotFound(feeTexts.slipNotFound);
  if (slip.state !== 'pending') throw new Conflict(feeTexts.notPending);
  const now = clock.now();
  const rejected = await rejectPending(slip, decisionBy(admin, 'rejected', now), now, reason, note || undefined);
  if (!rejected) throw new Conflict(feeTexts.notPending);
  logger.info('fee decision', {
    action: 'rejected',
    slipId,
    userId: slip.userId,
    month: slip.month,
    reason,
    byId: admin.id,
  });
  // The decision stands whatever happens to the mail: the student also sees it on the fees page.
  try {
    const student = await getUser(slip.userId);
    const mail = rejectionMail(
      {
        studentName: student?.fullName ?? slip.studentName,
        amount: slip.amount,
        month: slip.month,
        planName: slip.planName,
        reason,
        ...(note ? { note } : {}),
      },
      languageOf(student?.language),
      config.brandName,
      config.siteOrigin,
    );
    await sendFeeMail(student?.email ?? slip.studentEmail, mail);
  } catch (error) {
    logger.warn('fee rejection mail not sent', { slipId, error: describeError(error, { stack: false }) });
  }
}

/** Cash at the class may settle last month as well as this one or the next. */
export function cashMonths(now: number): string[] {
  const current = monthAt(now);
  return [previousMonth(current), current, nextMonth(current)];
}

async function studentFor(userId: string): Promise<UserItem> {
  const student = await getUser(userId);
  if (!student) throw new NotFound(feeTexts.studentNotFound);
  // An admin account holds every access already; a payment on it would only muddle the report.
  if (student.role !== 'student') throw new Conflict(feeTexts.notStudent);
  return student;
}

export async function recordCash(
  input: { userId: string; planId: string; month: string },
  admin: CurrentUser,
): Promise<number> {
  const student = await studentFor(input.userId);
  const now = clock.now();
  if (!cashMonths(now).includes(input.month)) throw new BadRequest(feeTexts.cashMonth);
  const slipId = cashSlipId(input.userId, input.planId, input.month);
  // Checked before the plan is claimed, so a repeated tap does not pin the plan once more.
  if (await getSlip(slipId)) throw new Conflict(feeTexts.cashDuplicate);
  const plan = await claimPlanForPayment(input.planId);
  if (!plan) {
    throw (await getPlan(input.planId))
      ? new Conflict(feeTexts.planRetiredAlready)
      : new NotFound(feeTexts.planNotFound);
  }
  const accessUntil = accessEnd(input.month, plan.graceDays);
  const item: SlipItem = {
    ...slipKey(slipId),
    gsi1pk: monthIndexKey(input.month),
    gsi1sk: `approved#${slipId}`,
    gsi2pk: studentIndexKey(student.id),
    gsi2sk: timeSort(now, slipId),
    slipId,
    userId: student.id,
    studentName: student.fullName,
    studentEmail: student.email,
    studentNic: student.idNo,
    planId: plan.planId,
    planName: plan.name,
    grants: plan.grants,
    graceDays: plan.graceDays,
    month: input.month,
    amount: plan.price,
    method: 'cash',
    state: 'approved',
    submittedAt: now,
    decidedAt: now,
    accessUntil,
    decision: decisionBy(admin, 'recorded', now),
  };
  if (!(await putCashSlip(item))) throw new Conflict(feeTexts.cashDuplicate);
  logger.info('fee decision', { action: 'recorded', slipId, userId: student.id, month: input.month, byId: admin.id });
  await finishGrant(item, accessUntil);
  return accessUntil;
}
