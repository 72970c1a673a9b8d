import { lazy } from 'react';

/** The login screen's chunk, shown by the guards at the address the visitor asked for. */
export const LoginInPlace = lazy(() => import('../routes/Login'));
