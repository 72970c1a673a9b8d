/**
 * The admin console's children. router.tsx mounts this module lazily under /admin/* (and
 * redirects an empty child path to overview itself, since a splat never matches it), so admin
 * screens are added here without touching the app's route table — each its own lazy chunk.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FirstLoad } from '../../components/route-frame';
import { adminTexts, type AdminSectionKey } from '../../texts/en-admin';
import { AdminPage } from './components/AdminPage';
import { ADMIN_SECTIONS } from './sections';

const SCREENS: Record<AdminSectionKey, ComponentType> = {
  overview: lazy(() => import('./routes/Overview')),
  users: lazy(() => import('./routes/UserManagement')),
  payments: lazy(() => import('./fees/Payments')),
  messages: lazy(() => import('./routes/MessageList')),
  classes: lazy(() => import('./routes/ClassManagement')),
  videos: lazy(() => import('./routes/VideoManagement')),
  tutes: lazy(() => import('./routes/TuteManagement')),
  exams: lazy(() => import('./routes/ExamManagement')),
  quizzes: lazy(() => import('./routes/QuizManagement')),
  settings: lazy(() => import('./routes/Settings')),
};

export default function AdminRoutes() {
  return (
    // While a screen's code loads, the full-screen spinner shows (FirstLoad counts as a request).
    <Suspense fallback={<FirstLoad />}>
      <Routes>
        {ADMIN_SECTIONS.map(({ key, path }) => {
          const Screen = SCREENS[key];
          // "/*" leaves room for a section's own nested views (e.g. a message's reply page).
          return <Route key={path} path={`${path}/*`} element={<Screen />} />;
        })}
        <Route
          path="*"
          element={
            <AdminPage title={adminTexts.title}>
              <p>{adminTexts.notFound}</p>
            </AdminPage>
          }
        />
      </Routes>
    </Suspense>
  );
}
