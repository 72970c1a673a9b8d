/**
 * The fees group's targets for the bad-input suite (bad-input-targets.ts): a plan and a pending
 * slip payment named by valid ids, a student to record cash for, and for every part of each request
 * the values it must refuse. One bad part at a time, the others valid, so each refusal is that
 * part's.
 */
import fc from 'fast-check';
import { payableMonths } from '../../../functions/domain/fees/period';
import { REJECT_REASONS, SLIP_MAX_BYTES, SLIP_TYPES } from '../../../functions/shared/schemas';
import type { FuzzTarget } from './bad-input-targets';
import { json, opt, req, target } from './bad-input-target-parts';
import { badEnum, badText, badWholeNumber, notAString, strangeString, tooLong } from './malformed-values';

export interface FeeFixtures {
  planId: string;
  slipId: string;
  /** A student account (cash is recorded for students). */
  studentId: string;
}

/** An id that names nothing here: unknown, or not even well formed. */
const unknownId = fc.oneof(strangeString, fc.uuid(), fc.constant(''), fc.constantFrom('..', 'PLAN', 'x'.repeat(65)));
/** Not a 'YYYY-MM', or a month nobody may pay for now (last year, two months ahead). */
const badMonth = fc.oneof(
  notAString,
  strangeString.filter((s) => !/^\d{4}-(0[1-9]|1[0-2])$/.test(s)),
  fc.constantFrom('2026-13', '2026-00', '26-11', '2026/11', '2026-1', '1999-01', '2999-12'),
);
const badParamMonth = fc.oneof(
  strangeString.filter((s) => !/^\d{4}-(0[1-9]|1[0-2])$/.test(s)),
  fc.constantFrom('2026-13', '2026-00', '26-11', '2026-1', ''),
);
/** A payment date: not a date, not a real day, in the future, or long ago. */
const badPaidOn = fc.oneof(
  notAString,
  strangeString,
  fc.constantFrom('2026-02-30', '2026-13-01', '01-12-2026', '2999-01-01', '2000-01-01', ''),
);
const badReference = fc.oneof(
  notAString,
  tooLong(40),
  fc.constantFrom('', 'ab', '  ', '-ABC', 'A$B', 'ref;drop', '../x', 'a\u0000b'),
);
const badSlip = fc.oneof(
  notAString,
  fc.constantFrom<unknown>(
    null,
    [],
    {},
    { contentType: 'image/gif', size: 100 },
    { contentType: 'image/jpeg', size: 0 },
    { contentType: 'image/jpeg', size: SLIP_MAX_BYTES + 1 },
    { contentType: 'image/jpeg', size: 1.5 },
    { contentType: 'image/jpeg' },
    { size: 100 },
  ),
  badEnum(SLIP_TYPES).map((contentType) => ({ contentType, size: 100 })),
);

export function feeTargets(f: FeeFixtures): FuzzTarget[] {
  const thisMonth = payableMonths(Date.now())[0];
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return [
    target('GET /api/fees/plans'),
    target('POST /api/fees/createPlan', {
      body: json({
        name: req('Fuzz plan', badText(1, 80)),
        price: req(2000, badWholeNumber(1, 100_000)),
        grants: req(
          ['theoryAccess'],
          fc.oneof(
            notAString,
            fc.constantFrom<unknown>([], ['everything'], ['theoryAccess', 'admin'], 'theoryAccess', [1]),
          ),
        ),
        graceDays: opt(7, badWholeNumber(0, 28)),
      }),
    }),
    target('POST /api/fees/retirePlan/{planId}', { params: { planId: { valid: f.planId, bad: unknownId } } }),
    target('DELETE /api/fees/plan/{planId}', { params: { planId: { valid: f.planId, bad: unknownId } } }),
    target('POST /api/fees/submitSlip', {
      body: json({
        planId: req(f.planId, unknownId),
        month: req(thisMonth, badMonth),
        amount: req(2000, badWholeNumber(1, 100_000)),
        reference: req('FUZZ-123456', badReference),
        paidOn: req(today, badPaidOn),
        slip: req({ contentType: 'image/jpeg', size: 1024 }, badSlip),
      }),
    }),
    target('GET /api/fees/mySlips'),
    target('GET /api/fees/slip/{slipId}', { params: { slipId: { valid: f.slipId, bad: unknownId } } }),
    target('GET /api/fees/pendingSlips'),
    target('GET /api/fees/findSlips', {
      query: { q: fc.oneof(fc.constantFrom('', ' ', 'x'), tooLong(60)) },
    }),
    target('POST /api/fees/approveSlip/{slipId}', { params: { slipId: { valid: f.slipId, bad: unknownId } } }),
    target('POST /api/fees/rejectSlip/{slipId}', {
      params: { slipId: { valid: f.slipId, bad: unknownId } },
      body: json({
        reason: req('wrongAmount', badEnum(REJECT_REASONS)),
        note: opt('Fuzz note', fc.oneof(notAString, tooLong(300))),
      }),
    }),
    target('POST /api/fees/recordCash', {
      body: json({
        userId: req(f.studentId, unknownId),
        planId: req(f.planId, unknownId),
        month: req(thisMonth, badMonth),
      }),
    }),
    target('GET /api/fees/report/{month}', { params: { month: { valid: thisMonth, bad: badParamMonth } } }),
  ];
}
