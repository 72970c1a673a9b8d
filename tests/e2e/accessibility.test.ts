/**
 * axe-core on every route of the site (tests/e2e/site-routes.ts) as a visitor, a student with every
 * access flag and the admin, at 375 and 1280 px in the light theme, and again in the dark theme
 * (the visitor on a phone; the admin, who can open every page, on a laptop). Each page is checked
 * once its real content has arrived. No violation of impact serious or critical is allowed; a
 * failure names route, role, width, theme, rule, impact and targets. One browser; one context per
 * pass, reused across its routes: the site loads once and each route is reached through its router
 * (visit in ./site-routes.ts), so axe is injected once per pass, not parsed again for every page.
 * The states users meet on those pages (menus, dialogs, validation messages, a playing video…) are
 * in accessibility-states.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoBlockingViolations, leaveMessage, openAs, roleSessions, where, type RoleSessions } from './a11y';
import { launchBrowser, VIEWPORTS, type OpenedPage, type ViewportName } from './harness';
import { routesFor, visit, type Role } from './site-routes';

let browser: Browser;
let sessions: RoleSessions;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = await roleSessions('Axe Checker');
  await leaveMessage('Axe Visitor', 'Is there a revision class in Badulla this month?');
});

afterAll(async () => {
  await browser?.close();
});

const PASSES: ReadonlyArray<{ role: Role; viewport: ViewportName; dark: boolean }> = [
  ...(['visitor', 'student', 'admin'] as const).flatMap((role) =>
    (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ role, viewport, dark: false })),
  ),
  { role: 'visitor', viewport: 'mobile', dark: true },
  { role: 'admin', viewport: 'desktop', dark: true },
];

describe.each(PASSES)('axe as $role at $viewport width (dark: $dark)', ({ role, viewport, dark }) => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openAs(browser, sessions, role, viewport, dark);
  });

  afterAll(async () => {
    // Injecting axe never tripped the site's CSP, and no page threw.
    expect(opened.problems).toEqual([]);
    await opened?.context.close();
  });

  it.each(routesFor(role).map((route) => [route.path, route] as const))('%s', async (path, route) => {
    await visit(opened.page, path);
    await route.ready(opened.page, role);
    await expectNoBlockingViolations(opened.page, where(path, role, viewport, dark), dark);
  });
});
