/** The admin's decisions on payments (admin only): approve a slip, reject it, record cash. Logic in ../decide.ts. */
import { requireAdmin } from '../../domain/sessions/guards';
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  feeTexts,
  rejectSlipSchema,
  recordCashSchema,
  type MessageResponse,
  type PaymentApprovedResponse,
} from '../../shared/schemas';
import { lastDayOf } from '../../domain/fees/period';
import * as decide from '../decide';

const SLIP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A malformed id names no payment: 404, like any other unknown id. */
function slipIdOf(value: string): string {
  if (!SLIP_ID.test(value)) throw new NotFound(feeTexts.slipNotFound);
  return value;
}

const approvedResponse = (message: string, accessUntil: number): PaymentApprovedResponse => ({
  message,
  accessUntil: new Date(accessUntil).toISOString(),
  lastDay: lastDayOf(accessUntil),
});

export const approveSlip: Route<'slipId'> = async ({ cookies, params }) => {
  const admin = await requireAdmin(cookies);
  const accessUntil = await decide.approveSlip(slipIdOf(params.slipId), admin);
  return { body: approvedResponse(feeTexts.approved, accessUntil) };
};

export const rejectSlip: Route<'slipId'> = async ({ cookies, params, body }) => {
  const admin = await requireAdmin(cookies);
  const slipId = slipIdOf(params.slipId);
  const { reason, note } = parseWith(rejectSlipSchema, body);
  await decide.rejectSlip(slipId, admin, reason, note);
  const response: MessageResponse = { message: feeTexts.rejected };
  return { body: response };
};

export const recordCash: Route = async ({ cookies, body }) => {
  const admin = await requireAdmin(cookies);
  const input = parseWith(recordCashSchema, body);
  const accessUntil = await decide.recordCash(input, admin);
  return { statusCode: 201, body: approvedResponse(feeTexts.cashRecorded, accessUntil) };
};
