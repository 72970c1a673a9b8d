/**
 * Every route of the site (web/src/app/router.tsx, and the admin sections of
 * web/src/features/admin/sections.ts) with what proves its real content is on screen for a role —
 * the seeded videos, tutes and exams, the server's counts — so a check never runs against a spinner
 * or a half-loaded list. A route a role cannot open (admin sections for a student) is not listed
 * for it: that role meets the page it is sent to, which is in the table itself.
 */
import type { Page } from 'playwright-core';
import { ADMIN_SECTIONS } from '../../web/src/features/admin/sections';
import { adminTexts } from '../../web/src/texts/en-admin';
import { SAMPLE_EXAMS, SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import { eventually } from '../support/eventually';

export type Role = 'visitor' | 'student' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'student', 'admin'];

/** Says an English catalogue text in the page's language (the English walk passes texts as they are). */
export type Say = (english: string) => string | RegExp;
const same: Say = (text) => text;

export interface SiteRoute {
  path: string;
  roles: readonly Role[];
  /** Resolves once the page shows what a user came for, its texts said in the page's language. */
  ready(page: Page, role: Role, say?: Say): Promise<void>;
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  eventually(() =>
    page
      .getByRole('heading', { name, exact: true, ...(level ? { level } : {}) })
      .first()
      .isVisible(),
  ).toBe(true);

const button = (page: Page, name: string | RegExp) =>
  eventually(() => page.getByRole('button', { name, exact: true }).first().isVisible()).toBe(true);

/** No request in flight: the full-screen spinner has gone. */
export const quiet = (page: Page) => eventually(() => page.locator('.spinner-overlay').count()).toBe(0);

/**
 * Opens a route the way a user following one of the site's links does. The first visit in a page
 * loads the site; later ones go through the router (a history entry shaped like react-router's and
 * the popstate event its BrowserRouter listens to), so the shell, the session check and whatever a
 * test put into the page (axe) stay, and the route's screen mounts afresh as it does after a click.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const loaded =
    page.url().startsWith('http') &&
    (await page.evaluate(() => document.getElementById('root')?.hasChildNodes() ?? false));
  if (!loaded) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

const videoTitle = (category: string) => SAMPLE_VIDEOS.find((video) => video.category === category)!.title;
const tuteName = (category: string) => SAMPLE_TUTES.find((tute) => tute.category === category)!.name;

const everyone = ROLES;
const loggedIn: readonly Role[] = ['student', 'admin'];

/** A tute list: a visitor is asked to log in (the server refuses the list), others see the seeded file. */
const tutePage = (path: string, title: string, category: string, visitorSees: 'login' | 'list'): SiteRoute => ({
  path,
  roles: everyone,
  async ready(page, role, say = same) {
    await heading(page, say(title), 1);
    if (role === 'visitor' && visitorSees === 'login')
      await eventually(() => page.getByText(say('Please log in to see these files.')).isVisible()).toBe(true);
    else await heading(page, tuteName(category));
  },
});

const gatedVideos = (path: string, title: string, category: string): SiteRoute => ({
  path,
  roles: loggedIn,
  async ready(page, _role, say = same) {
    await heading(page, say(title), 1);
    await button(page, videoTitle(category));
  },
});

const simple = (path: string, title: string, roles: readonly Role[] = everyone): SiteRoute => ({
  path,
  roles,
  ready: (page, _role, say = same) => heading(page, say(title), 1),
});

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/home',
    roles: everyone,
    async ready(page, _role, say = same) {
      await heading(page, say('Welcome to EngTech Academy'), 1);
      await heading(page, say('Our branches'));
    },
  },
  simple('/login', 'Login'),
  simple('/createUser', 'Enter Your Details'),
  simple('/otp-verify', 'Verify your account'),
  simple('/forgot-password', 'Reset your password'),
  simple('/unauthorized', 'You do not have access to this page.'),
  simple('/about', 'About EngTech Academy'),
  {
    path: '/user-profile',
    roles: loggedIn,
    async ready(page, _role, say = same) {
      await heading(page, say('Access'), 2);
    },
  },
  {
    // The student's history arrives after the plans: its heading shows once both have loaded.
    path: '/fees',
    roles: loggedIn,
    async ready(page, _role, say = same) {
      await heading(page, say('Class fees'), 1);
      await heading(page, say('My payments'), 2);
    },
  },
  {
    path: '/google-form',
    roles: loggedIn,
    async ready(page, _role, say = same) {
      await heading(page, say('Online Exams'), 1);
      await heading(page, SAMPLE_EXAMS[0]!.title);
    },
  },
  simple('/classes', 'Classes'),
  {
    path: '/videos',
    roles: everyone,
    async ready(page, _role, say = same) {
      await heading(page, say('Engineering Technology Videos'), 1);
      await button(page, videoTitle('free'));
    },
  },
  gatedVideos('/videos/theory', 'Theory Videos', 'Theory'),
  gatedVideos('/videos/revision', 'Revision Videos', 'Revision'),
  gatedVideos('/videos/practical', 'Practical Videos', 'Practical'),
  gatedVideos('/videos/paper', 'Paper Discussion', 'Paper'),
  tutePage('/pastpapers', 'Past Paper Markings', 'PastPaperMarking', 'login'),
  tutePage('/revision-tute', 'Revision Tutes', 'RevisionTute', 'login'),
  simple('/contact', 'Contact Us'),
  simple('/slider', 'Slider'),
  tutePage('/sampathBook', 'Sampath Book Collection', 'SampathBook', 'list'),
  simple('/sliderImage', 'Slider Image'),
  {
    path: '/freeVideos',
    roles: everyone,
    async ready(page, _role, say = same) {
      await heading(page, say('Free Videos'), 1);
      await eventually(() => page.getByText(videoTitle('free'), { exact: true }).first().isVisible()).toBe(true);
    },
  },
  simple('/quiz-viewer', 'Live Quiz'),
  simple('/no-such-page', 'Page not found'),
];

/** Each admin section's heading, and what it shows once its data has arrived. */
const ADMIN_PAGES: Record<string, { heading: string; loaded?: (page: Page) => Promise<unknown> }> = {
  overview: {
    heading: 'Overview',
    loaded: (page) => eventually(() => page.locator('.stat-card__value').first().textContent()).toMatch(/^\d/),
  },
  'user-management': {
    heading: 'User Management',
    loaded: (page) => eventually(() => page.locator('main article').count()).toBeGreaterThan(0),
  },
  // The queue's count line shows once the waiting payments have arrived (none on a fresh stack).
  payments: {
    heading: 'Payments',
    loaded: (page) => eventually(() => page.locator('.fee-queue__count').count()).toBeGreaterThan(0),
  },
  'message-list': {
    heading: 'Received Messages',
    loaded: (page) => eventually(() => page.locator('main article').count()).toBeGreaterThan(0),
  },
  'class-management': { heading: 'Class Management' },
  'video-management': { heading: 'Video Management' },
  'tute-management': { heading: 'Tute Management' },
  'form-management': { heading: 'Forms Create' },
  'quiz-management': { heading: 'Quiz Builder' },
  settings: {
    heading: 'Settings',
    loaded: (page) =>
      eventually(() => page.getByRole('link', { name: tuteName('PastPaperMarking') }).isVisible()).toBe(true),
  },
};

export const ADMIN_ROUTES: readonly SiteRoute[] = [
  ...ADMIN_SECTIONS.map(({ path }): SiteRoute => {
    const known = ADMIN_PAGES[path];
    if (!known) throw new Error(`Admin section ${path} has no entry in ADMIN_PAGES: add what proves it loaded`);
    return {
      path: `/admin/${path}`,
      roles: ['admin'],
      async ready(page, _role, say = same) {
        await heading(page, say(known.heading), 1);
        await known.loaded?.(page);
      },
    };
  }),
  // The console's own not-found view, inside the admin frame.
  {
    path: '/admin/no-such-section',
    roles: ['admin'],
    ready: (page, _role, say = same) => heading(page, say(adminTexts.title), 1),
  },
];

export const routesFor = (role: Role): SiteRoute[] =>
  [...SITE_ROUTES, ...ADMIN_ROUTES].filter((route) => route.roles.includes(role));
