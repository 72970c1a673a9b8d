/**
 * The one route table. Every screen is a lazy chunk: a visitor's first load of `/` fetches the
 * shell and the home screen only, never admin code.
 *
 * Slider and sliderImage are placeholder pages (components/Placeholder); the admin console's
 * sections are routed inside features/admin/routes.tsx.
 */
import { Fragment, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteBoundary } from '../components/RouteError';
import { ErrorsFollowPage } from '../components/toasts';
import { FirstLoad, Titled } from '../components/route-frame';
import { Shell } from './layout/Shell';
import { loadLogin, loadRequireAccess, loadRequireLogin } from '../features/auth';
import { siteTexts } from '../texts/en';
import { useLanguage } from '../i18n/language-context';
import { withTexts } from '../i18n/late-texts';

type Loader = () => Promise<{ default: ComponentType }>;

/** A route's title, named by its catalogue key: the text is read when shown, in the reader's language. */
type Title = keyof typeof siteTexts.titles | 'notFound';
const titleText = (title: Title) => (title === 'notFound' ? siteTexts.notFound.title : siteTexts.titles[title]);

function TitledRoute({ title, children }: { title: Title; children: ReactNode }) {
  return <Titled title={titleText(title)}>{children}</Titled>;
}

/** A lazily loaded screen with its document title. */
function page(title: Title, load: Loader): ReactElement {
  const Screen = lazy(load);
  return (
    <TitledRoute title={title}>
      <Screen />
    </TitledRoute>
  );
}

/** Slider and sliderImage are placeholder pages. */
const placeholder = (title: Title) =>
  page(title, async () => {
    const { Placeholder } = await import('../components/Placeholder');
    return { default: () => <Placeholder title={titleText(title)} /> };
  });

/** The screen `/` leads to; main.tsx starts fetching it before the first render on a visit to `/`. */
export const loadHome = () => import('../features/home/routes/Home');

/**
 * The viewer, the live player and practice are one chunk behind one import: each import here is
 * part of every visitor's first load, and the player is where the viewer's Join leads anyway.
 */
const loadQuiz = () => withTexts('quiz', import('../features/quiz/routes/QuizScreens'));
/** The profile and the fees page, behind one import for the same reason. */
const loadAccount = () => import('./screens/AccountScreens');

const AdminSections = lazy(() => withTexts('admin', import('../features/admin/routes')));
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
      <Route path="home" element={page('home', loadHome)} />
      <Route path="login" element={page('login', loadLogin)} />
      <Route path="createUser" element={page('register', () => import('../features/auth/routes/Register'))} />
      <Route path="otp-verify" element={page('otp', () => import('../features/auth/routes/OtpVerify'))} />
      <Route path="forgot-password" element={page('reset', () => import('../features/auth/routes/ForgotPassword'))} />
      <Route path="unauthorized" element={page('unauthorized', () => import('../features/auth/routes/Unauthorized'))} />
      <Route path="about" element={page('about', () => import('../features/info/routes/About'))} />
      <Route element={<RequireLogin />}>
        <Route path="user-profile" element={page('profile', loadAccount)} />
        <Route path="fees" element={page('fees', loadAccount)} />
        <Route path="google-form" element={page('googleForm', () => import('../features/exams/routes/OnlineExams'))} />
        {/* /quiz/<id>/live and /quiz/<id>/practice; the quiz screens route among themselves (see loadQuiz). */}
        <Route path="quiz/:id/*" element={page('quizViewer', loadQuiz)} />
      </Route>
      <Route path="classes" element={page('classes', () => import('../features/classes/routes/Classes'))} />
      <Route path="videos" element={page('videos', () => import('../features/videos/routes/VideosDashboard'))} />
      {/* The guard reads the category from the address: /videos/theory needs the theory flag. */}
      <Route element={<RequireAccess />}>
        <Route path="videos/theory" element={page('theoryVideos', () => import('./screens/videos/TheoryVideos'))} />
        <Route
          path="videos/revision"
          element={page('revisionVideos', () => import('./screens/videos/RevisionVideos'))}
        />
        <Route
          path="videos/practical"
          element={page('practicalVideos', () => import('./screens/videos/PracticalVideos'))}
        />
        <Route path="videos/paper" element={page('paperVideos', () => import('./screens/videos/PaperVideos'))} />
      </Route>
      <Route path="pastpapers" element={page('pastPapers', () => import('./screens/tutes/PastPapers'))} />
      <Route path="revision-tute" element={page('revisionTutes', () => import('./screens/tutes/RevisionTutes'))} />
      <Route path="contact" element={page('contact', () => import('../features/contact/routes/Contact'))} />
      <Route path="slider" element={placeholder('slider')} />
      <Route path="sampathBook" element={page('sampathBook', () => import('./screens/tutes/SampathBooks'))} />
      <Route path="sliderImage" element={placeholder('sliderImage')} />
      <Route path="freeVideos" element={page('freeVideos', () => import('./screens/videos/FreeVideos'))} />
      <Route path="quiz-viewer" element={page('quizViewer', loadQuiz)} />
      {/* Open to everyone and offline: it lists what this device holds for whoever is (or was last) signed in. */}
      <Route path="saved" element={page('saved', () => import('../features/offline/routes/SavedPage'))} />
      <Route path="*" element={page('notFound', () => import('../features/info/routes/NotFound'))} />
    </Route>
    {/* Its own frame (sidebar, no site nav or footer); the layout asks the server for the admin role. */}
    <Route
      path="/admin"
      element={
        <RouteBoundary>
          <Suspense fallback={<FirstLoad />}>
            {page('admin', () => withTexts('admin', import('../features/admin/routes/AdminLayout')))}
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

/** The routes, mounted afresh in another language: every screen reads its texts anew. */
export function AppRoutes() {
  const { language } = useLanguage();
  return (
    <>
      <Fragment key={language}>{table}</Fragment>
      <ErrorsFollowPage />
    </>
  );
}
