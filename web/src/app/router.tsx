/**
 * The one route table (§2). Every screen is a lazy chunk: a visitor's first load of `/` fetches the
 * shell and the home screen only, never admin code.
 *
 * §2 says slider and sliderImage are placeholder pages (components/Placeholder); the admin console's
 * sections belong to issue 4.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError';
import { FirstLoad, Shell, type RouteHandle } from '../components/Shell';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { RequireLogin } from '../features/auth/components/RequireLogin';
import { en } from '../messages/en';

type Loader = () => Promise<{ default: ComponentType }>;

const page = (title: string, load: Loader): RouteObject => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

/** §2: slider and sliderImage are placeholder pages. */
const placeholder = (title: string): RouteObject =>
  page(title, async () => {
    const { Placeholder } = await import('../components/Placeholder');
    return { default: () => <Placeholder title={title} /> };
  });

const ti = en.titles;
const ad = en.admin;

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', ...page(en.home.title, () => import('../features/home/routes/Home')) },
      { path: 'login', ...page(en.login.title, () => import('../features/auth/routes/Login')) },
      { path: 'createUser', ...page(en.register.title, () => import('../features/auth/routes/Register')) },
      { path: 'otp-verify', ...page(en.otp.title, () => import('../features/auth/routes/OtpVerify')) },
      { path: 'not-logged', ...page(en.notLogged.title, () => import('../features/auth/routes/NotLogged')) },
      { path: 'unauthorized', ...page(en.unauthorized.title, () => import('../features/auth/routes/Unauthorized')) },
      { path: 'about', ...page(en.about.title, () => import('../features/info/routes/About')) },
      {
        Component: RequireLogin,
        children: [
          { path: 'user-profile', ...page(en.profile.title, () => import('../features/profile/routes/UserProfile')) },
          { path: 'google-form', ...page(ti.googleForm, () => import('../features/exams/routes/OnlineExams')) },
        ],
      },
      { path: 'classes', ...page(ti.classes, () => import('../features/classes/routes/Classes')) },
      { path: 'videos', ...page(ti.videos, () => import('../features/videos/routes/VideosDashboard')) },
      { element: <RequireAccess access="theory" />, children: [{ path: 'videos/theory', ...page(ti.theoryVideos, () => import('../features/videos/routes/TheoryVideos')) }] },
      { element: <RequireAccess access="revision" />, children: [{ path: 'videos/revision', ...page(ti.revisionVideos, () => import('../features/videos/routes/RevisionVideos')) }] },
      { element: <RequireAccess access="practical" />, children: [{ path: 'videos/practical', ...page(ti.practicalVideos, () => import('../features/videos/routes/PracticalVideos')) }] },
      { element: <RequireAccess access="paper" />, children: [{ path: 'videos/paper', ...page(ti.paperVideos, () => import('../features/videos/routes/PaperVideos')) }] },
      { path: 'pastpapers', ...page(ti.pastPapers, () => import('../features/tutes/routes/PastPapers')) },
      { path: 'revision-tute', ...page(ti.revisionTutes, () => import('../features/tutes/routes/RevisionTutes')) },
      { path: 'contact', ...page(ti.contact, () => import('../features/contact/routes/Contact')) },
      { path: 'slider', ...placeholder(ti.slider) },
      { path: 'sampathBook', ...page(ti.sampathBook, () => import('../features/tutes/routes/SampathBooks')) },
      { path: 'sliderImage', ...placeholder(ti.sliderImage) },
      { path: 'freeVideos', ...page(ti.freeVideos, () => import('../features/videos/routes/FreeVideos')) },
      { path: 'quiz-viewer', ...page(ti.quizViewer, () => import('../features/quiz/routes/QuizViewer')) },
      { path: '*', ...page(en.notFound.title, () => import('../features/info/routes/NotFound')) },
    ],
  },
  {
    // Its own frame (sidebar, no site nav or footer); the layout asks the server for the admin role.
    path: '/admin',
    handle: { title: ad.title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/admin/routes/AdminLayout')).default }),
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      // The sections (and their own nested views) are routed inside features/admin/routes.tsx.
      { path: '*', lazy: async () => ({ Component: (await import('../features/admin/routes')).default }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
