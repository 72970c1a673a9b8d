/** The fee routes a student's screens call, by route key (lib/api-client.ts). */
import type { FeePlanView, MySlipsResponse, SlipSubmittedResponse, SubmitSlipInput } from '@schemas';
import { request } from '../../lib/api-client';

export const getPlans = (): Promise<FeePlanView[]> => request('GET /api/fees/plans');

export const getMySlips = (): Promise<MySlipsResponse> => request('GET /api/fees/mySlips');

export const submitSlip = (body: SubmitSlipInput): Promise<SlipSubmittedResponse> =>
  request('POST /api/fees/submitSlip', { body });
