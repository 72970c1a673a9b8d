/**
 * The fees table's items, and the keys every fees store module builds them with:
 *
 *   PLAN#<planId> / PLAN   a fee plan             gsi1: PLANS / <createdAt ISO>#<planId>
 *   SLIP#<slipId> / SLIP   a payment (slip or cash)
 *       gsi1: PENDING / <submittedAt ISO>#<slipId>      while pending: the admin's queue, oldest first
 *             MONTH#<month> / <state>#<slipId>          once decided: the month's report
 *       gsi2: STUDENT#<userId> / <submittedAt ISO>#<slipId>   a student's history; search by student
 *       gsi3: REF#<referenceKey> / <submittedAt ISO>#<slipId> duplicate references; search by reference
 *                                                              (absent for cash, which has none)
 *
 * dynalite has no transactions, so every state change is one conditional write on one item: a
 * payment moves out of `pending` exactly once (two admins approving grant once; approve and reject
 * cannot both happen), and the plan's `payments` counter, raised before a payment is stored, keeps
 * a plan that payments name from being deleted.
 */
import { createHash } from 'node:crypto';
import type {
  AccessField,
  PaymentDecision,
  PaymentMethod,
  PaymentState,
  RejectReason,
  SlipContentType,
} from '../shared/schemas';

export interface PlanItem {
  pk: string;
  sk: 'PLAN';
  gsi1pk: 'PLANS';
  gsi1sk: string;
  planId: string;
  name: string;
  price: number;
  grants: AccessField[];
  graceDays: number;
  retired: boolean;
  /** How many payments name this plan; a plan with any is never deleted. */
  payments: number;
  createdAt: number;
}

export interface SlipItem {
  pk: string;
  sk: 'SLIP';
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  gsi3pk?: string;
  gsi3sk?: string;
  slipId: string;
  userId: string;
  /** The student as they were when they paid, so the queue and the report need no second read. */
  studentName: string;
  studentEmail: string;
  studentNic: string;
  /** The plan as it was when paid for: a later retirement changes nothing already paid. */
  planId: string;
  planName: string;
  grants: AccessField[];
  graceDays: number;
  month: string;
  amount: number;
  method: PaymentMethod;
  reference?: string;
  referenceKey?: string;
  /** 'YYYY-MM-DD' as the student gave it. */
  paidOn?: string;
  /** The object key of the slip file in the slips bucket; absent for cash. */
  slipKey?: string;
  slipContentType?: SlipContentType;
  slipSize?: number;
  /** Set once the file was seen in the bucket (the queue checks slips that lack it). */
  slipArrived?: boolean;
  state: PaymentState;
  submittedAt: number;
  decidedAt?: number;
  /** Approved: when the granted access ends (epoch ms). */
  accessUntil?: number;
  reason?: RejectReason;
  note?: string;
  decision?: PaymentDecision;
  /** Approved, and the grant on the account is done; an approval without it is granted again on retry. */
  granted?: boolean;
  /** Epoch seconds: a slip whose file never arrives is removed by DynamoDB after a day. */
  ttl?: number;
}

export const PLAN_INDEX = 'PLANS';
export const PENDING_INDEX = 'PENDING';

export const planKey = (planId: string) => ({ pk: `PLAN#${planId}`, sk: 'PLAN' as const });
export const slipKey = (slipId: string) => ({ pk: `SLIP#${slipId}`, sk: 'SLIP' as const });
export const monthIndexKey = (month: string) => `MONTH#${month}`;
export const studentIndexKey = (userId: string) => `STUDENT#${userId}`;
export const referenceIndexKey = (referenceKey: string) => `REF#${referenceKey}`;
/** Sort keys that list oldest first and stay unique. */
export const timeSort = (at: number, id: string) => `${new Date(at).toISOString()}#${id}`;
/** The slip file's object key: under the student's id, so a listing by student is one prefix. */
export const slipObjectKey = (userId: string, slipId: string, contentType: SlipContentType) =>
  `slips/${userId}/${slipId}.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;
/** A cash payment's id is fixed by what it pays for, so recording it twice is refused, not doubled. */
export const cashSlipId = (userId: string, planId: string, month: string): string =>
  `cash-${createHash('sha256').update(`${userId}\n${planId}\n${month}`).digest('hex').slice(0, 32)}`;
