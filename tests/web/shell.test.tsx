import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, loggedIn, mockApi, visitor } from './helpers/api';
import { setViewportWidth } from './helpers/media';
import { pathOf, renderApp } from './helpers/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const findNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('navigation visibility', () => {
  it('offers a visitor Login and Register, no Logout and no Admin', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/createUser');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Home', '/'],
      ['Classes', '/classes'],
      ['Live Quiz', '/quiz-viewer'],
      ['Exams', '/google-form'],
      ['Revision Tutes', '/revision-tute'],
      ['Videos', '/videos'],
      ['Past Paper Markings', '/pastpapers'],
      ['Sampath Books', '/sampathBook'],
      ['Contact', '/contact'],
      ['Profile', '/user-profile'],
      ['Saved', '/saved'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('offers a student Logout but not Admin, and logging out goes to /login', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'POST /api/user/logout': { body: { message: 'Logged out' } },
    });
    localStorage.setItem('user name', 'nimali');
    const { user, router } = renderApp('/about');
    const logout = await within(await findNav()).findByRole('button', { name: 'Logout' });
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(logout);
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(api.callsTo('POST /api/user/logout')).toHaveLength(1);
    expect(localStorage.getItem('user name')).toBeNull();
  });

  it('keeps a student logged in when logout fails (only logged)', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'POST /api/user/logout': { status: 503, body: { message: 'down' } },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/about');
    await user.click(await within(await findNav()).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(pathOf(router)).toBe('/about');
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the Admin link to an admin', async () => {
    mockApi({ 'GET /api/user/check-auth': admin() });
    renderApp('/about');
    expect(await within(await findNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each(['/login', '/createUser'])('hides nav and footer on %s', async (path) => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hides nav and footer on /admin', async () => {
    mockApi({ 'GET /api/user/check-auth': admin(), 'GET /api/user/check-admin': { body: { isAdmin: true } } });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('mobile menu (≤ 768 px)', () => {
  it('puts links and auth buttons in a hamburger menu that a link click closes', async () => {
    setViewportWidth(375);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user, router } = renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    // Auth buttons live inside the menu on mobile, first: below the links they were under the fold.
    expect(await within(menu!).findByRole('link', { name: 'Login' })).toBeVisible();
    const names = within(menu!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual(['Login', 'Register', 'Home']);

    await user.click(within(menu!).getByRole('link', { name: 'Classes' }));
    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    setViewportWidth(768);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows links and auth buttons beside each other without a hamburger on desktop', async () => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/about');
    const login = await within(await findNav()).findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Classes' })).toBeVisible();
    expect(document.getElementById('main-menu')).not.toContainElement(login);

    act(() => setViewportWidth(700));
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('theme toggle', () => {
  it('names the mode it switches to, and saves the choice under dark-theme', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Dark Mode' });
    expect(document.body).not.toHaveClass('dark-theme');

    await user.click(toggle);
    expect(document.body).toHaveClass('dark-theme');
    expect(localStorage.getItem('dark-theme')).toBe('true');
    expect(toggle).toHaveAccessibleName('Light Mode');

    await user.click(toggle);
    expect(document.body).not.toHaveClass('dark-theme');
    expect(localStorage.getItem('dark-theme')).toBe('false');
  });

  it('starts dark when local storage says so', async () => {
    localStorage.setItem('dark-theme', 'true');
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(document.body).toHaveClass('dark-theme');
  });
});

describe('footer', () => {
  it('carries brand, tagline, social links, About and the current year', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('EngTech Academy')).toBeInTheDocument();
    expect(within(footer).getByText('Empowering Engineering Technology students across Sri Lanka')).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'Telegram']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

describe('spinner', () => {
  it('covers the page while a request is in flight and leaves after it', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi({ 'GET /api/user/check-auth': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/about');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => answer({ body: { isLoggedIn: false, user: null } }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
  });
});
