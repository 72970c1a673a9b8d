/** The fees group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { FeeRouteKey } from './route-keys';
import { approveSlip, recordCash, rejectSlip } from './routes/decisions';
import { createPlan, deletePlan, listPlans, retirePlan } from './routes/plans';
import { monthReport } from './routes/report';
import { findSlips, mySlips, pendingSlips, slipFile, submitSlip } from './routes/slips';

const routes: RouteTable<FeeRouteKey> = {
  'GET /api/fees/plans': listPlans,
  'POST /api/fees/createPlan': createPlan,
  'POST /api/fees/retirePlan/{planId}': retirePlan,
  'DELETE /api/fees/plan/{planId}': deletePlan,
  'POST /api/fees/submitSlip': submitSlip,
  'GET /api/fees/mySlips': mySlips,
  'GET /api/fees/slip/{slipId}': slipFile,
  'GET /api/fees/pendingSlips': pendingSlips,
  'GET /api/fees/findSlips': findSlips,
  'POST /api/fees/approveSlip/{slipId}': approveSlip,
  'POST /api/fees/rejectSlip/{slipId}': rejectSlip,
  'POST /api/fees/recordCash': recordCash,
  'GET /api/fees/report/{month}': monthReport,
};

export const handler = createApiHandler(routes);
