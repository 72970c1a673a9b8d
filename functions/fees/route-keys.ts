/** The fees group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const feeRouteKeys = [
  'GET /api/fees/plans',
  'POST /api/fees/createPlan',
  'POST /api/fees/retirePlan/{planId}',
  'DELETE /api/fees/plan/{planId}',
  'POST /api/fees/submitSlip',
  'GET /api/fees/mySlips',
  'GET /api/fees/slip/{slipId}',
  'GET /api/fees/pendingSlips',
  'GET /api/fees/findSlips',
  'POST /api/fees/approveSlip/{slipId}',
  'POST /api/fees/rejectSlip/{slipId}',
  'POST /api/fees/recordCash',
  'GET /api/fees/report/{month}',
] as const;

export type FeeRouteKey = (typeof feeRouteKeys)[number];
