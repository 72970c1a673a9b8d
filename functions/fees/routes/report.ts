/** Placeholder: being built. */
import type { Route } from '../../shared/router';

export const monthReport: Route<'month'> = () => Promise.reject(new Error('not built yet'));
