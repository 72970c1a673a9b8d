/**
 * The pay form's values and their checks, with the shared schema (submitSlipSchema) so every message
 * is the server's own text, shown in the reader's language through its code. What the schema leaves
 * to the server's clock is checked here as well, so a student hears of it before sending: the month
 * is one of the two offered, and the payment date is neither in the future nor too old.
 */
import { feeTexts, PAID_ON_MAX_AGE_DAYS, submitSlipSchema, type SubmitSlipInput } from '@schemas';
import { validationText } from '../../texts/validation';
import { feesTexts } from '../../texts/en-fees';
import { colomboToday } from './dates';
import type { PreparedSlip, SlipProblem } from './slip-file';

export interface PayValues {
  planId: string;
  month: string;
  amount: string;
  reference: string;
  paidOn: string;
}

export type PayField = keyof PayValues | 'slip';
export const PAY_FIELDS: readonly PayField[] = ['planId', 'month', 'amount', 'reference', 'paidOn', 'slip'];

export type PayErrors = Partial<Record<PayField, string>>;

/** The server's refusals that are about one field, by code: the form shows them under it. */
const FIELD_OF_CODE: Readonly<Record<string, PayField>> = {
  'fee.planNotFound': 'planId',
  'fee.planRetiredAlready': 'planId',
  'fee.month': 'month',
  'fee.amount': 'amount',
  'fee.reference': 'reference',
  'fee.paidOn': 'paidOn',
  'fee.slipType': 'slip',
  'fee.slipSize': 'slip',
};

export const fieldOfCode = (code: string | undefined): PayField | undefined => (code ? FIELD_OF_CODE[code] : undefined);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest payment date the server takes, 'YYYY-MM-DD'. */
export const earliestPaidOn = (now = Date.now()): string => colomboToday(now - PAID_ON_MAX_AGE_DAYS * DAY_MS);

/** The body to send, or each field's message (in the reader's language). */
export function checkPayment(
  values: PayValues,
  slip: PreparedSlip | undefined,
  slipProblem: SlipProblem | undefined,
  months: readonly string[],
  now = Date.now(),
): { body: SubmitSlipInput; errors?: undefined } | { errors: PayErrors } {
  const input = { ...values, slip: slip ? { contentType: slip.contentType, size: slip.blob.size } : undefined };
  const parsed = submitSlipSchema.safeParse(input);
  const errors: PayErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PayField;
      errors[field] ??= validationText(issue.message);
    }
  }
  if (!errors.month && !months.includes(values.month)) errors.month = validationText(feeTexts.month);
  if (!errors.paidOn && (values.paidOn > colomboToday(now) || values.paidOn < earliestPaidOn(now)))
    errors.paidOn = validationText(feeTexts.paidOn);
  if (slipProblem === 'unreadable') errors.slip = feesTexts.pay.unreadable;
  else if (slipProblem) errors.slip = validationText(slipProblem === 'size' ? feeTexts.slipSize : feeTexts.slipType);
  else if (!slip) errors.slip = feesTexts.pay.noSlip;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  // What the schema made of it: the amount a number, the reference trimmed.
  return { body: parsed.data };
}
