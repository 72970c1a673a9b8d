/** The admin's fee calls: plans, the queue of slips and the decisions on them, cash, search and the month report. */
import type {
  AdminPaymentView,
  CreatePlanInput,
  FeePlanView,
  FeeReport,
  MessageResponse,
  PaymentApprovedResponse,
  PlanCreatedResponse,
  RecordCashInput,
  RejectSlipInput,
} from '@schemas';
import { request } from '../../../lib/api-client';

export const getPlans = (): Promise<FeePlanView[]> => request('GET /api/fees/plans');

export const createPlan = (body: CreatePlanInput): Promise<PlanCreatedResponse> =>
  request('POST /api/fees/createPlan', { body });

export const retirePlan = (planId: string): Promise<MessageResponse> =>
  request('POST /api/fees/retirePlan/{planId}', { params: { planId } });

export const deletePlan = (planId: string): Promise<MessageResponse> =>
  request('DELETE /api/fees/plan/{planId}', { params: { planId } });

/** Oldest first. */
export const getPendingSlips = async (): Promise<AdminPaymentView[]> =>
  (await request('GET /api/fees/pendingSlips')).slips;

export const findSlips = async (q: string): Promise<AdminPaymentView[]> =>
  (await request('GET /api/fees/findSlips', { query: { q } })).slips;

export const approveSlip = (slipId: string): Promise<PaymentApprovedResponse> =>
  request('POST /api/fees/approveSlip/{slipId}', { params: { slipId } });

export const rejectSlip = (slipId: string, body: RejectSlipInput): Promise<MessageResponse> =>
  request('POST /api/fees/rejectSlip/{slipId}', { params: { slipId }, body });

export const recordCash = (body: RecordCashInput): Promise<PaymentApprovedResponse> =>
  request('POST /api/fees/recordCash', { body });

export const getReport = (month: string): Promise<FeeReport> =>
  request('GET /api/fees/report/{month}', { params: { month } });
