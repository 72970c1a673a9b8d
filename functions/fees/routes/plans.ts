/** Fee plans: the admin creates, retires and deletes them; every logged-in user lists them. */
import { requireAdmin, requireLogin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { Conflict, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { createPlanSchema, feeTexts, type FeePlanView, type PlanCreatedResponse } from '../../shared/schemas';
import { planIdOf } from '../params';
import { deletePlanItem, listPlanItems, putNewPlan, retirePlanItem, toPlanView } from '../store-plans';

/** Students choose among the plans still offered; admins also see the retired ones that old payments name. */
export const listPlans: Route = async ({ cookies }) => {
  const user = await requireLogin(cookies);
  const plans = await listPlanItems();
  const shown = user.role === 'admin' ? plans : plans.filter((plan) => !plan.retired);
  const body: FeePlanView[] = shown.map(toPlanView);
  return { body };
};

export const createPlan: Route = async ({ cookies, body }) => {
  await requireAdmin(cookies);
  const draft = parseWith(createPlanSchema, body);
  const planId = await putNewPlan(draft, clock.now());
  const response: PlanCreatedResponse = { message: feeTexts.planCreated, planId };
  return { statusCode: 201, body: response };
};

export const retirePlan: Route<'planId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const planId = planIdOf(params.planId);
  if (!(await retirePlanItem(planId))) throw new NotFound(feeTexts.planNotFound);
  return { body: { message: feeTexts.planRetired } };
};

export const deletePlan: Route<'planId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const planId = planIdOf(params.planId);
  const outcome = await deletePlanItem(planId);
  if (outcome === 'absent') throw new NotFound(feeTexts.planNotFound);
  if (outcome === 'inUse') throw new Conflict(feeTexts.planInUse);
  return { body: { message: feeTexts.planDeleted } };
};
