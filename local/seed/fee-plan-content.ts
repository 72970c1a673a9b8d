/**
 * The sample fee plans (seeded by local/seed/fee-plans.ts). Plain data: the start-up summary
 * (bin/local.ts) reads it before the engines exist, when no store module may load yet.
 */
import type { CreatePlanInput } from '../../functions/shared/schemas';

export const SAMPLE_FEE_PLANS: readonly (CreatePlanInput & { planId: string })[] = [
  {
    planId: 'sample-theory-revision',
    name: 'Theory + Revision – monthly',
    price: 2000,
    grants: ['theoryAccess', 'revisionAccess', 'revisionTuteAccess'],
    graceDays: 7,
  },
  { planId: 'sample-paper', name: 'Paper class – monthly', price: 1500, grants: ['paperAccess'], graceDays: 7 },
  {
    planId: 'sample-practical',
    name: 'Practical – monthly',
    price: 1000,
    grants: ['practicalAccess'],
    graceDays: 7,
  },
];

/** "Theory + Revision – monthly (Rs. 2,000)", for the start-up summary. */
export const feePlanSummary = (): string =>
  SAMPLE_FEE_PLANS.map((plan) => `${plan.name} (Rs. ${plan.price.toLocaleString('en-US')})`).join('; ');
