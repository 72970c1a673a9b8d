/** What the student and the admin see of a payment item (items.ts): plain data, no storage keys. */
import { lastDayOf } from '../domain/fees/period';
import { presignGet } from '../shared/presign';
import type { AdminPaymentView, PaymentView } from '../shared/schemas';
import type { SlipItem } from './items';

/** A slip photo is looked at, not kept: its link lives a few minutes. */
const SLIP_URL_SECONDS = 5 * 60;

/** A presigned GET of the slip file, for an arrived slip; undefined for cash or a file not yet sent. */
export async function slipUrlOf(slip: SlipItem): Promise<string | undefined> {
  if (!slip.slipKey || !slip.slipArrived) return undefined;
  return presignGet('slips', slip.slipKey, {
    expiresIn: SLIP_URL_SECONDS,
    ...(slip.slipContentType ? { contentType: slip.slipContentType } : {}),
  });
}

export function toPaymentView(slip: SlipItem, slipUrl?: string): PaymentView {
  const approvedUntil = slip.state === 'approved' ? slip.accessUntil : undefined;
  return {
    slipId: slip.slipId,
    planId: slip.planId,
    planName: slip.planName,
    grants: slip.grants,
    month: slip.month,
    amount: slip.amount,
    method: slip.method,
    ...(slip.reference !== undefined ? { reference: slip.reference } : {}),
    ...(slip.paidOn !== undefined ? { paidOn: slip.paidOn } : {}),
    state: slip.state,
    submittedAt: new Date(slip.submittedAt).toISOString(),
    ...(slip.decidedAt !== undefined ? { decidedAt: new Date(slip.decidedAt).toISOString() } : {}),
    ...(approvedUntil !== undefined
      ? { accessUntil: new Date(approvedUntil).toISOString(), lastDay: lastDayOf(approvedUntil) }
      : {}),
    ...(slip.reason !== undefined ? { reason: slip.reason } : {}),
    ...(slip.note !== undefined ? { note: slip.note } : {}),
    ...(slipUrl !== undefined ? { slipUrl } : {}),
    ...(slip.slipContentType !== undefined ? { slipContentType: slip.slipContentType } : {}),
  };
}

export function toAdminPaymentView(slip: SlipItem, duplicateReference: boolean, slipUrl?: string): AdminPaymentView {
  return {
    ...toPaymentView(slip, slipUrl),
    userId: slip.userId,
    studentName: slip.studentName,
    studentEmail: slip.studentEmail,
    studentNic: slip.studentNic,
    duplicateReference,
    ...(slip.decision !== undefined ? { decision: slip.decision } : {}),
  };
}
