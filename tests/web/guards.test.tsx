import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, loggedIn, mockApi, onlyFor, sessionUser, visitor } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';

const access = (granted: Partial<Record<'revision' | 'theory' | 'practical' | 'paper', boolean>>) => ({
  body: { access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false, ...granted } },
});

describe('route guards', () => {
  it.each(['/user-profile', '/google-form'])(
    'shows a visitor the login form at %s, and the page itself after logging in',
    async (path) => {
      let signedIn = false;
      mockApi({
        'GET /api/user/check-auth': () =>
          signedIn ? (loggedIn() as { body: unknown }) : (visitor as { body: unknown }),
        'POST /api/user/login': () => {
          signedIn = true;
          return { body: { user: sessionUser() } };
        },
        'GET /api/exam/all': { body: [] },
      });
      const { router, user } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByText('This page is for members. Log in to open it.')).toBeInTheDocument();
      expect(pathOf(router)).toBe(path);
      await user.type(screen.getByLabelText('Email'), 'nimali@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument());
      expect(pathOf(router)).toBe(path);
    },
  );

  it('treats a failed auth check as logged out: the login form, at the same address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/user/check-auth': { status: 503, body: { message: 'down' } } });
    const { router } = renderApp('/user-profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/user-profile');
  });

  it('shows a student their profile with granted access marked in words, not colour alone', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(
        sessionUser({ access: { revision: true, theory: false, practical: true, paper: false, revisionTute: false } }),
      ),
    });
    renderApp('/user-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimali Perera' })).toBeInTheDocument();
    expect(screen.getByText('NP')).toBeInTheDocument();
    expect(screen.getByText('nimali@example.com')).toBeInTheDocument();
    expect(screen.getByText('0712345678')).toBeInTheDocument();
    expect(screen.getByText('2026')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Access' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/[✓✕]/g, '').trim());
    expect(items).toEqual(['RevisionGranted', 'TheoryNot granted', 'PracticalGranted', 'PaperNot granted']);
  });

  it.each([
    ['/videos/theory', 'theory', 'Theory', 'Theory Videos'],
    ['/videos/revision', 'revision', 'Revision', 'Revision Videos'],
    ['/videos/practical', 'practical', 'Practical', 'Practical Videos'],
    ['/videos/paper', 'paper', 'Paper', 'Paper Discussion'],
  ] as const)('lets a student with access into %s', async (path, flag, category, title) => {
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/user/check-access': access({ [flag]: true }),
      [`GET /api/aws/get${category}Videos/{year}`]: onlyFor({ year: '2026' }, { body: { list: [], nextCursor: null } }),
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByText('No videos have been added here yet.')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/aws/get${category}Videos/{year}`, { year: '2026' })).toHaveLength(1);
    expect(pathOf(router)).toBe(path);
  });

  it('lets an admin into every category whatever their own flags (the server grants admins all of them)', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/user/check-access': access({}),
      'GET /api/aws/getPaperVideos/{year}': onlyFor({ year: 'all' }, { body: { list: [], nextCursor: null } }),
    });
    const { router } = renderApp('/videos/paper');
    expect(await screen.findByRole('heading', { name: 'Paper Discussion' })).toBeInTheDocument();
    expect(await screen.findByText('No videos have been added here yet.')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/videos/paper');
    expect(api.callsTo('GET /api/user/check-access')).toHaveLength(0);
  });

  it('sends a student without the matching flag to /unauthorized', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/user/check-access': access({ revision: true }) });
    const { router } = renderApp('/videos/theory');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/unauthorized');
    expect(screen.getByRole('heading', { name: 'You do not have access to this page.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows a visitor the login form at /videos/paper; after logging in the access check runs for the account', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/user/check-auth': () => (signedIn ? (loggedIn() as { body: unknown }) : (visitor as { body: unknown })),
      'POST /api/user/login': () => {
        signedIn = true;
        return { body: { user: sessionUser() } };
      },
      'GET /api/user/check-access': access({ paper: true }),
      'GET /api/aws/getPaperVideos/{year}': onlyFor({ year: '2026' }, { body: { list: [], nextCursor: null } }),
    });
    const { router, user } = renderApp('/videos/paper');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/check-access')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'nimali@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Paper Discussion' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/videos/paper');
  });

  it('lets an admin into /admin, landing on overview', async () => {
    mockApi({ 'GET /api/user/check-auth': admin(), 'GET /api/user/check-admin': { body: { isAdmin: true } } });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/overview');
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Overview',
      'Users',
      'Payments',
      'Messages',
      'Classes',
      'Videos',
      'Tutes',
      'Forms Create',
      'Quizes',
      'Settings',
    ]);
  });

  it('tells a student /admin is for admins, offers the way back, and opens the asked section after an admin login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let adminNow = false;
    // check-auth still says admin (e.g. a role just revoked); check-admin is the authority.
    mockApi({
      'GET /api/user/check-auth': () => (adminNow ? (admin() as { body: unknown }) : (loggedIn() as { body: unknown })),
      'GET /api/user/check-admin': () =>
        adminNow ? { body: { isAdmin: true } } : { status: 403, body: { message: 'Admins only.' } },
      'POST /api/user/login': () => {
        adminNow = true;
        return { body: { user: sessionUser({ fullName: 'Site Admin', userName: 'admin', role: 'admin' }) } };
      },
      'GET /api/user/user-counts': { body: { total: 0, students: 0, admins: 0 } },
    });
    const { router, user } = renderApp('/admin/overview');
    expect(
      await screen.findByText(
        'This page is for admins, and this account is not one. Log in with an admin account, or go back.',
      ),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/overview');
    expect(screen.getByRole('link', { name: 'Go back to the site' })).toHaveAttribute('href', '/');
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/overview');
  });

  it('shows a visitor at /admin the admin login form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/user/check-admin': { status: 401, body: { message: 'Please log in.' } },
    });
    const { router } = renderApp('/admin/settings');
    expect(
      await screen.findByText('The admin console is for admins. Log in with an admin account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/settings');
  });

  it('shows a Not Found page for an unknown address', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/slider', 'Slider'],
    ['/sliderImage', 'Slider Image'],
  ])('keeps the placeholder page %s reachable with its title', async (path, title) => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This section is being prepared. Please check back soon.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | EngTech Academy`));
  });
});
