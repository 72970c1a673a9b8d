/**
 * The one route table. Every screen is a lazy chunk: a visitor's first load of `/` fetches the
 * shell and the home screen only, never admin code.
 *
 * Slider and sliderImage are placeholder pages (components/Placeholder); the admin console's
 * sections are routed inside features/admin/routes.tsx.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteBoundary } from '../components/RouteError';
import { ErrorsFollowPage } from '../components/toasts';
import { FirstLoad, Titled } from '../components/route-frame';
import { Shell } from './layout/Shell';
import { loadLogin, loadRequireAccess, loadRequireLogin } from '../features/auth';
import { siteTexts } from '../texts/en';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded screen with its document title. */
function page(title: string, load: Loader): ReactElement {
  const Screen = lazy(load);
  return (
    <Titled title={title}>
      <Screen />
    </Titled>
  );
}

/** Slider and sliderImage are placeholder pages. */
const placeholder = (title: string) =>
  page(title, async () => {
    const { Placeholder } = await import('../components/Placeholder');
    return { default: () => <Placeholder title={title} /> };
  });

/** The screen `/` leads to; main.tsx starts fetching it before the first render on a visit to `/`. */
export const loadHome = () => import('../features/home/routes/Home');

const ti = siteTexts.titles;
const AdminSections = lazy(() => import('../features/admin/routes'));
// Guards are lazy too: a visitor's first load of `/` carries no guard or login code.
const RequireLogin = lazy(loadRequireLogin);
const RequireAccess = lazy(loadRequireAccess);

// Built once: the lazy components inside must keep their identity across renders.
const table = (
  <Routes>
    <Route
      path="/"
      element={
        <RouteBoundary>
          <Shell />
        </RouteBoundary>
      }
    >
      <Route index element={<Navigate to="/home" replace />} />
      <Route path="home" element={page(ti.home, loadHome)} />
      <Route path="login" element={page(ti.login, loadLogin)} />
      <Route path="createUser" element={page(ti.register, () => import('../features/auth/routes/Register'))} />
      <Route path="otp-verify" element={page(ti.otp, () => import('../features/auth/routes/OtpVerify'))} />
      <Route
        path="unauthorized"
        element={page(ti.unauthorized, () => import('../features/auth/routes/Unauthorized'))}
      />
      <Route path="about" element={page(ti.about, () => import('../features/info/routes/About'))} />
      <Route element={<RequireLogin />}>
        <Route path="user-profile" element={page(ti.profile, () => import('../features/profile/routes/UserProfile'))} />
        <Route path="google-form" element={page(ti.googleForm, () => import('../features/exams/routes/OnlineExams'))} />
      </Route>
      <Route path="classes" element={page(ti.classes, () => import('../features/classes/routes/Classes'))} />
      <Route path="videos" element={page(ti.videos, () => import('../features/videos/routes/VideosDashboard'))} />
      {/* The guard reads the category from the address: /videos/theory needs the theory flag. */}
      <Route element={<RequireAccess />}>
        <Route
          path="videos/theory"
          element={page(ti.theoryVideos, () => import('../features/videos/routes/TheoryVideos'))}
        />
        <Route
          path="videos/revision"
          element={page(ti.revisionVideos, () => import('../features/videos/routes/RevisionVideos'))}
        />
        <Route
          path="videos/practical"
          element={page(ti.practicalVideos, () => import('../features/videos/routes/PracticalVideos'))}
        />
        <Route
          path="videos/paper"
          element={page(ti.paperVideos, () => import('../features/videos/routes/PaperVideos'))}
        />
      </Route>
      <Route path="pastpapers" element={page(ti.pastPapers, () => import('../features/tutes/routes/PastPapers'))} />
      <Route
        path="revision-tute"
        element={page(ti.revisionTutes, () => import('../features/tutes/routes/RevisionTutes'))}
      />
      <Route path="contact" element={page(ti.contact, () => import('../features/contact/routes/Contact'))} />
      <Route path="slider" element={placeholder(ti.slider)} />
      <Route path="sampathBook" element={page(ti.sampathBook, () => import('../features/tutes/routes/SampathBooks'))} />
      <Route path="sliderImage" element={placeholder(ti.sliderImage)} />
      <Route path="freeVideos" element={page(ti.freeVideos, () => import('../features/videos/routes/FreeVideos'))} />
      <Route path="quiz-viewer" element={page(ti.quizViewer, () => import('../features/quiz/routes/QuizViewer'))} />
      <Route path="*" element={page(siteTexts.notFound.title, () => import('../features/info/routes/NotFound'))} />
    </Route>
    {/* Its own frame (sidebar, no site nav or footer); the layout asks the server for the admin role. */}
    <Route
      path="/admin"
      element={
        <RouteBoundary>
          <Suspense fallback={<FirstLoad />}>
            {page(ti.admin, () => import('../features/admin/routes/AdminLayout'))}
          </Suspense>
        </RouteBoundary>
      }
    >
      {/* A splat never matches an empty child path: the layout's index goes to the first section. */}
      <Route index element={<Navigate to="overview" replace />} />
      {/* The sections (and their own nested views) are routed inside features/admin/routes.tsx. */}
      <Route path="*" element={<AdminSections />} />
    </Route>
  </Routes>
);

export function AppRoutes() {
  return (
    <>
      {table}
      <ErrorsFollowPage />
    </>
  );
}
