/** Placeholder: being built. */
import type { Route } from '../../shared/router';

export const approveSlip: Route<'slipId'> = () => Promise.reject(new Error('not built yet'));
export const rejectSlip: Route<'slipId'> = () => Promise.reject(new Error('not built yet'));
export const recordCash: Route = () => Promise.reject(new Error('not built yet'));
