/**
 * The Payments section: the queue of slips to check (the default view), cash taken at the class,
 * search, the month report and the fee plans. Each view has its own address under
 * /admin/payments, so a reload or a bookmark opens the same one, and its own lazy chunk.
 */
import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { adminTexts } from '../../../texts/en-admin';
import { AdminPage } from '../components/AdminPage';
import './fees.css';

const t = adminTexts.fees;

const Queue = lazy(() => import('./Queue'));
const Cash = lazy(() => import('./Cash'));
const Search = lazy(() => import('./Search'));
const Report = lazy(() => import('./Report'));
const Plans = lazy(() => import('./Plans'));

const VIEWS = [
  { key: 'queue', to: '/admin/payments' },
  { key: 'cash', to: '/admin/payments/cash' },
  { key: 'search', to: '/admin/payments/search' },
  { key: 'report', to: '/admin/payments/report' },
  { key: 'plans', to: '/admin/payments/plans' },
] as const;

export default function Payments() {
  const { pathname } = useLocation();
  return (
    <AdminPage title={adminTexts.sections.payments} heading={t.heading}>
      <nav className="fee-views" aria-label={t.viewsLabel}>
        {VIEWS.map(({ key, to }) => {
          // The queue's address is the section's own, so "under it" cannot mark it: exact paths only.
          const current = pathname.replace(/\/+$/, '') === to;
          return (
            <Link
              key={key}
              to={to}
              className={current ? 'fee-views__link active' : 'fee-views__link'}
              aria-current={current ? 'page' : undefined}
            >
              {t.views[key]}
            </Link>
          );
        })}
      </nav>
      <Routes>
        <Route index element={<Queue />} />
        <Route path="cash" element={<Cash />} />
        <Route path="search" element={<Search />} />
        <Route path="report" element={<Report />} />
        <Route path="plans" element={<Plans />} />
        <Route path="*" element={<Queue />} />
      </Routes>
    </AdminPage>
  );
}
