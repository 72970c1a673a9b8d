/**
 * /fees as the route table loads it: a stub whose only import is React, so the route table (in every
 * visitor's first load) names one small file for it rather than the page's whole preload list. The
 * page and what it needs follow when a student opens it.
 */
import { lazy } from 'react';

const FeesPage = lazy(() => import('./FeesPage'));

export default function FeesRoute() {
  return <FeesPage />;
}
