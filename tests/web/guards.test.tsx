import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, loggedIn, mockApi, onlyFor, sessionUser, visitor } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';

const access = (granted: Partial<Record<'revision' | 'theory' | 'practical' | 'paper', boolean>>) => ({
  body: { access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false, ...granted } },
});

describe('route guards', () => {
  it.each(['/user-profile', '/google-form'])('sends a visitor from %s to /not-logged', async (path) => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: "You're not logged in" })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/not-logged');
    expect(screen.getByText('Please log in to access your dashboard and class materials.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
  });

  it('treats a failed auth check as logged out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/user/check-auth': { status: 503, body: { message: 'down' } } });
    const { router } = renderApp('/user-profile');
    await waitFor(() => expect(pathOf(router)).toBe('/not-logged'));
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

  it('sends a visitor (check-access 401) to /unauthorized', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/user/check-access': { status: 401, body: { message: 'Please log in.' } },
    });
    const { router } = renderApp('/videos/paper');
    await waitFor(() => expect(pathOf(router)).toBe('/unauthorized'));
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
    ).toEqual(['Overview', 'Users', 'Messages', 'Classes', 'Videos', 'Tutes', 'Forms Create', 'Quizes', 'Settings']);
  });

  it('sends a student from /admin to /not-logged and clears the admin flag', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // check-auth still says admin (e.g. a role just revoked); check-admin is the authority.
    mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/user/check-admin': { status: 403, body: { message: 'Admins only.' } },
    });
    const { router } = renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: "You're not logged in" })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/not-logged');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument());
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
