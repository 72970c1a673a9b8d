/** Placeholder: being built. */
import type { Route } from '../../shared/router';

export const listPlans: Route = () => Promise.reject(new Error('not built yet'));
export const createPlan: Route = () => Promise.reject(new Error('not built yet'));
export const retirePlan: Route<'planId'> = () => Promise.reject(new Error('not built yet'));
export const deletePlan: Route<'planId'> = () => Promise.reject(new Error('not built yet'));
