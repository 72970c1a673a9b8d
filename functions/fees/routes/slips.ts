/** Placeholder: being built. */
import type { Route } from '../../shared/router';

export const submitSlip: Route = () => Promise.reject(new Error('not built yet'));
export const mySlips: Route = () => Promise.reject(new Error('not built yet'));
export const slipFile: Route<'slipId'> = () => Promise.reject(new Error('not built yet'));
export const pendingSlips: Route = () => Promise.reject(new Error('not built yet'));
export const findSlips: Route = () => Promise.reject(new Error('not built yet'));
