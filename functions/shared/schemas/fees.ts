/**
 * Class fees: the admin's fee plans, a student's payment slip, the admin's decision on it, cash
 * taken at the class, and what the admin and the student see of payments. A plan pays for one
 * calendar month (functions/domain/fees/period.ts); approving a payment grants the plan's access
 * flags until that month's end plus the plan's grace days.
 */
import * as z from 'zod/mini';
import { ACCESS_FIELDS, type AccessField } from './accounts';
import { schema, wholeNumber } from './common';

export const PLAN_NAME_MAX = 80;
/** Rupees, whole. A month's class fee is a few thousand; the ceiling only stops a typo's extra zeros. */
export const FEE_MAX_RUPEES = 100_000;
export const GRACE_DAYS_DEFAULT = 7;
export const GRACE_DAYS_MAX = 28;
export const REFERENCE_MAX = 40;
export const REJECT_NOTE_MAX = 300;
/** The browser resizes a photographed slip to about this many bytes; the PUT accepts up to the max. */
export const SLIP_TARGET_BYTES = 600 * 1024;
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of a resized slip photo: a bank slip's small print stays readable at this size. */
export const SLIP_IMAGE_MAX_SIDE = 1800;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type SlipContentType = (typeof SLIP_TYPES)[number];
/** A student may have this many payments waiting for the admin at once. */
export const PENDING_SLIPS_MAX = 3;
/** How far back a payment date may be: a slip older than this is not this month's fee. */
export const PAID_ON_MAX_AGE_DAYS = 62;

export const PAYMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** How the money came. Only slips and cash exist now; an online gateway would add its own method. */
export const PAYMENT_METHODS = ['slip', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const REJECT_REASONS = ['wrongAmount', 'unreadable', 'duplicateReference', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const feeTexts = {
  planName: `Enter a plan name of 1 to ${PLAN_NAME_MAX} characters.`,
  price: `Enter the fee in rupees, a whole number from 1 to ${FEE_MAX_RUPEES}.`,
  grants: 'Choose at least one class access the plan grants.',
  graceDays: `Grace days must be a whole number from 0 to ${GRACE_DAYS_MAX}.`,
  planCreated: 'Fee plan created.',
  planRetired: 'Fee plan retired. Students can no longer choose it.',
  planDeleted: 'Fee plan deleted.',
  planNotFound: 'Fee plan not found.',
  planRetiredAlready: 'This fee plan is retired. Choose another plan.',
  planInUse: 'Payments refer to this plan, so it cannot be deleted. Retire it instead.',
  month: 'Choose this month or next month.',
  cashMonth: 'Choose last month, this month or next month.',
  amount: `Enter the amount you paid in rupees, a whole number from 1 to ${FEE_MAX_RUPEES}.`,
  reference: `Enter the bank reference number: 3 to ${REFERENCE_MAX} letters, digits, spaces, dashes or slashes.`,
  paidOn: 'Enter the payment date: today or a day in the last two months.',
  slipType: 'The slip must be a JPEG or PNG photo, or a PDF.',
  slipSize: 'The slip is larger than 2 MB even after resizing. Take the photo again, closer to the slip.',
  tooManyPending: `You already have ${PENDING_SLIPS_MAX} payments waiting to be checked. Wait for the class to check them.`,
  submitted: 'Payment sent. The class will check your slip.',
  slipNotFound: 'Payment not found.',
  slipMissing: 'The slip photo has not arrived. The student must send it again.',
  notPending: 'This payment has already been decided.',
  approved: 'Payment approved. Access granted.',
  rejected: 'Payment rejected. The student has been told why.',
  rejectReason: 'Choose why the payment is rejected.',
  rejectNote: `Say what is wrong in a note of 1 to ${REJECT_NOTE_MAX} characters.`,
  cashRecorded: 'Cash payment recorded. Access granted.',
  cashDuplicate: 'Cash for this student, plan and month is already recorded.',
  studentNotFound: 'Student not found.',
  notStudent: 'Fees are paid by student accounts only.',
  search: 'Enter a student name, e-mail, NIC or a reference number (2 to 60 characters).',
} as const;

const accessFieldSchema = /* @__PURE__ */ schema(() => z.enum(ACCESS_FIELDS, feeTexts.grants));

/** 'YYYY-MM' */
export const feeMonthSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: feeTexts.month }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, feeTexts.month)),
);

/** A bank reference as the student typed it; `referenceKey` is the form two slips are compared in. */
const referenceSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: feeTexts.reference })
    .check(
      z.trim(),
      z.minLength(3, feeTexts.reference),
      z.maxLength(REFERENCE_MAX, feeTexts.reference),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, feeTexts.reference),
    ),
);

/** "ab-12 34/5" and "AB12345" are the same deposit: only letters and digits count, in upper case. */
export const referenceKey = (reference: string): string => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');

const rupees = (message: string) =>
  z.pipe(wholeNumber(message), z.number().check(z.int(message), z.gte(1, message), z.lte(FEE_MAX_RUPEES, message)));

/** POST /api/fees/createPlan */
export const createPlanSchema = /* @__PURE__ */ schema(() =>
  z.object({
    name: z
      .string({ error: feeTexts.planName })
      .check(z.trim(), z.minLength(1, feeTexts.planName), z.maxLength(PLAN_NAME_MAX, feeTexts.planName)),
    price: rupees(feeTexts.price),
    grants: z.pipe(
      z.array(accessFieldSchema, { error: feeTexts.grants }).check(z.minLength(1, feeTexts.grants)),
      z.transform((fields: AccessField[]) => [...new Set(fields)]),
    ),
    graceDays: z._default(
      z.pipe(
        wholeNumber(feeTexts.graceDays),
        z
          .number()
          .check(z.int(feeTexts.graceDays), z.gte(0, feeTexts.graceDays), z.lte(GRACE_DAYS_MAX, feeTexts.graceDays)),
      ),
      GRACE_DAYS_DEFAULT,
    ),
  }),
);
export type CreatePlanInput = z.input<typeof createPlanSchema>;
export type PlanDraft = z.output<typeof createPlanSchema>;

/** POST /api/fees/submitSlip. Whether `month` is this month or next, and `paidOn` recent, is checked against the clock. */
export const submitSlipSchema = /* @__PURE__ */ schema(() =>
  z.object({
    planId: z.string({ error: feeTexts.planNotFound }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, feeTexts.planNotFound)),
    month: feeMonthSchema,
    amount: rupees(feeTexts.amount),
    reference: referenceSchema,
    paidOn: z.string({ error: feeTexts.paidOn }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, feeTexts.paidOn)),
    slip: z.object(
      {
        contentType: z.enum(SLIP_TYPES, feeTexts.slipType),
        size: z.pipe(
          wholeNumber(feeTexts.slipSize),
          z
            .number()
            .check(z.int(feeTexts.slipSize), z.gte(1, feeTexts.slipSize), z.lte(SLIP_MAX_BYTES, feeTexts.slipSize)),
        ),
      },
      { error: feeTexts.slipType },
    ),
  }),
);
export type SubmitSlipInput = z.input<typeof submitSlipSchema>;
export type SlipDraft = z.output<typeof submitSlipSchema>;

/** POST /api/fees/rejectSlip/{slipId}: a reason from the list; "other" needs a note. */
export const rejectSlipSchema = /* @__PURE__ */ schema(() =>
  z
    .object({
      reason: z.enum(REJECT_REASONS, feeTexts.rejectReason),
      note: z.optional(
        z.string({ error: feeTexts.rejectNote }).check(z.trim(), z.maxLength(REJECT_NOTE_MAX, feeTexts.rejectNote)),
      ),
    })
    .check(
      z.refine((input) => input.reason !== 'other' || (input.note ?? '').length > 0, {
        message: feeTexts.rejectNote,
        path: ['note'],
      }),
    ),
);
export type RejectSlipInput = z.input<typeof rejectSlipSchema>;

/** POST /api/fees/recordCash */
export const recordCashSchema = /* @__PURE__ */ schema(() =>
  z.object({
    userId: z
      .string({ error: feeTexts.studentNotFound })
      .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, feeTexts.studentNotFound)),
    planId: z.string({ error: feeTexts.planNotFound }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, feeTexts.planNotFound)),
    month: feeMonthSchema,
  }),
);
export type RecordCashInput = z.input<typeof recordCashSchema>;

/** GET /api/fees/findSlips?q= : a student's name, e-mail or NIC, or a bank reference. */
export const findSlipsQuerySchema = /* @__PURE__ */ schema(() =>
  z.object({
    q: z
      .string({ error: feeTexts.search })
      .check(z.trim(), z.minLength(2, feeTexts.search), z.maxLength(60, feeTexts.search)),
  }),
);

// ---- answers ----

export interface FeePlanView {
  planId: string;
  name: string;
  /** Rupees */
  price: number;
  grants: AccessField[];
  graceDays: number;
  /** A retired plan is kept for the payments that name it; only admins see it. */
  retired: boolean;
  createdAt: string;
}

export interface PlanCreatedResponse {
  message: string;
  planId: string;
}

export interface SlipSubmittedResponse {
  message: string;
  slipId: string;
  /** Presigned PUT for the slip file, with its type and length fixed in the signature. */
  signedUrl: string;
  headers: Record<string, string>;
}

/** The decision on a payment, for the audit trail. */
export interface PaymentDecision {
  action: 'approved' | 'rejected' | 'recorded';
  /** The admin's user id and name. */
  byId: string;
  byName: string;
  at: string;
  /** Each granted flag's end before and after the payment (ISO; null: not granted, or granted without end). */
  changes?: Partial<Record<AccessField, { before: string | null; after: string | null }>>;
}

/** A payment as its student sees it. */
export interface PaymentView {
  slipId: string;
  planId: string;
  planName: string;
  grants: AccessField[];
  month: string;
  amount: number;
  method: PaymentMethod;
  /** Absent for cash. */
  reference?: string;
  paidOn?: string;
  state: PaymentState;
  submittedAt: string;
  decidedAt?: string;
  /** Approved: the instant access ends (ISO) and the last day it runs ('YYYY-MM-DD', Colombo). */
  accessUntil?: string;
  lastDay?: string;
  reason?: RejectReason;
  note?: string;
  /** A short-lived presigned GET of the slip (owner and admins only); absent for cash. */
  slipUrl?: string;
  slipContentType?: SlipContentType;
}

/** approveSlip and recordCash: until when the payment's access runs (ISO) and its last day ('YYYY-MM-DD', Colombo). */
export interface PaymentApprovedResponse {
  message: string;
  accessUntil: string;
  lastDay: string;
}

export interface MySlipsResponse {
  payments: PaymentView[];
  /** The plans the student can pay for now, and the months they may choose. */
  months: [string, string];
}

/** A payment as the admin's queue and search show it. */
export interface AdminPaymentView extends PaymentView {
  userId: string;
  studentName: string;
  studentEmail: string;
  studentNic: string;
  /** Another payment (not rejected) carries the same reference. */
  duplicateReference: boolean;
  decision?: PaymentDecision;
}

export interface PendingSlipsResponse {
  slips: AdminPaymentView[];
}

export interface FindSlipsResponse {
  slips: AdminPaymentView[];
}

export interface FeeReport {
  month: string;
  byPlan: { planId: string; planName: string; count: number; amount: number }[];
  paidCount: number;
  paidAmount: number;
  /** Students with an approved payment for the month before who have none approved or pending for this one. */
  unpaid: { userId: string; fullName: string; email: string; phoneNumber: string; lastPlanName: string }[];
}
