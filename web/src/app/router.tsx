/**
 * The one route table (§2). Every screen is a lazy chunk: a visitor's first load of `/` fetches the
 * shell and the home screen only, never admin code.
 *
 * Screens of later issues are PLACEHOLDERS here (see components/Placeholder): issue 3 replaces the
 * classes, videos, tutes, books, contact, quiz and exam screens; issue 4 the admin console.
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

/** PLACEHOLDER until issue 3 (or 4, for admin children) builds the screen. */
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
          { path: 'google-form', ...placeholder(ti.googleForm) },
        ],
      },
      { path: 'classes', ...placeholder(ti.classes) },
      { path: 'videos', ...placeholder(ti.videos) },
      { element: <RequireAccess access="theory" />, children: [{ path: 'videos/theory', ...placeholder(ti.theoryVideos) }] },
      { element: <RequireAccess access="revision" />, children: [{ path: 'videos/revision', ...placeholder(ti.revisionVideos) }] },
      { element: <RequireAccess access="practical" />, children: [{ path: 'videos/practical', ...placeholder(ti.practicalVideos) }] },
      { element: <RequireAccess access="paper" />, children: [{ path: 'videos/paper', ...placeholder(ti.paperVideos) }] },
      { path: 'pastpapers', ...placeholder(ti.pastPapers) },
      { path: 'revision-tute', ...placeholder(ti.revisionTutes) },
      { path: 'contact', ...placeholder(ti.contact) },
      { path: 'slider', ...placeholder(ti.slider) },
      { path: 'sampathBook', ...placeholder(ti.sampathBook) },
      { path: 'sliderImage', ...placeholder(ti.sliderImage) },
      { path: 'freeVideos', ...placeholder(ti.freeVideos) },
      { path: 'quiz-viewer', ...placeholder(ti.quizViewer) },
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
