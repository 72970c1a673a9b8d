/**
 * The fees group's rows of the authorization matrix (authorization-matrix.ts). Rows that consume
 * their plan or payment build a fresh one through the store (fee-fixtures.ts), so the order in
 * which callers are tried never changes an expectation.
 */
import type { Expected, MatrixRow } from './authorization-matrix';
import { arrivedSlip, newFeePlan, payableMonth } from './fee-fixtures';

const loggedIn = (status = 200): Expected => ({ visitor: 401, student: status, flagged: status, admin: status });
const adminOnly = (status = 200): Expected => ({ visitor: 401, student: 403, flagged: 403, admin: status });

export const feeRows: MatrixRow[] = [
  { route: 'GET /api/fees/plans', expected: loggedIn(), request: () => ({ method: 'GET', path: '/api/fees/plans' }) },
  {
    route: 'POST /api/fees/createPlan',
    expected: adminOnly(201),
    request: () => ({
      method: 'POST',
      path: '/api/fees/createPlan',
      body: { name: 'Matrix plan', price: 2500, grants: ['paperAccess'], graceDays: 5 },
    }),
  },
  {
    route: 'POST /api/fees/retirePlan/{planId}',
    expected: adminOnly(),
    request: async () => ({ method: 'POST', path: `/api/fees/retirePlan/${await newFeePlan()}` }),
  },
  {
    route: 'DELETE /api/fees/plan/{planId}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/fees/plan/${await newFeePlan()}` }),
  },
  {
    // Fees are paid by students: an admin account is refused.
    route: 'POST /api/fees/submitSlip',
    expected: { visitor: 401, student: 201, flagged: 201, admin: 403 },
    request: async () => ({
      method: 'POST',
      path: '/api/fees/submitSlip',
      body: {
        planId: await newFeePlan(),
        month: payableMonth(),
        amount: 2000,
        reference: 'MATRIX 001',
        paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        slip: { contentType: 'image/jpeg', size: 1024 },
      },
    }),
  },
  {
    route: 'GET /api/fees/mySlips',
    expected: loggedIn(),
    request: () => ({ method: 'GET', path: '/api/fees/mySlips' }),
  },
  {
    // The bystander's slip: another student is told there is no such payment; the admin reads it.
    route: 'GET /api/fees/slip/{slipId}',
    expected: { visitor: 401, student: 404, flagged: 404, admin: 200 },
    request: async ({ bystander }) => ({
      method: 'GET',
      path: `/api/fees/slip/${await arrivedSlip(bystander.id, await newFeePlan())}`,
    }),
  },
  {
    route: 'GET /api/fees/pendingSlips',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/fees/pendingSlips' }),
  },
  {
    route: 'GET /api/fees/findSlips',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/fees/findSlips', query: { q: 'Matrix' } }),
  },
  {
    route: 'POST /api/fees/approveSlip/{slipId}',
    expected: adminOnly(),
    request: async ({ bystander }) => ({
      method: 'POST',
      path: `/api/fees/approveSlip/${await arrivedSlip(bystander.id, await newFeePlan())}`,
    }),
  },
  {
    route: 'POST /api/fees/rejectSlip/{slipId}',
    expected: adminOnly(),
    request: async ({ bystander }) => ({
      method: 'POST',
      path: `/api/fees/rejectSlip/${await arrivedSlip(bystander.id, await newFeePlan())}`,
      body: { reason: 'unreadable' },
    }),
  },
  {
    route: 'POST /api/fees/recordCash',
    expected: adminOnly(201),
    request: async ({ bystander }) => ({
      method: 'POST',
      path: '/api/fees/recordCash',
      body: { userId: bystander.id, planId: await newFeePlan(), month: payableMonth() },
    }),
  },
  {
    route: 'GET /api/fees/report/{month}',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: `/api/fees/report/${payableMonth()}` }),
  },
];
