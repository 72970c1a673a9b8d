/**
 * The /admin frame: the sidebar in its fixed order linking to every child, an empty child
 * path landing on overview, no site nav or footer, a way back to the site, and on a phone a sidebar
 * folded behind a menu button that a link click folds again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, mockApi, onlyFor } from './helpers/api';
import { setViewportWidth } from './helpers/media';
import { pathOf, renderApp } from './helpers/render';

const counts = { body: { totalUsers: 3, activeUsers: 2, totalClasses: 4, totalMessages: 5 } };

const adminApi = () =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/user/user-counts': counts,
    'GET /api/user/getAllUsers': { body: { users: [], nextCursor: null } },
    'GET /api/contact/getAllMessages': { body: { messages: [], nextCursor: null } },
    'GET /api/fees/pendingSlips': { body: { slips: [] } },
    'GET /api/fees/plans': { body: [] },
    'GET /api/aws/getPastPaperMarking/{category}': onlyFor(
      { category: 'PastPaperMarking' },
      { body: { list: [], nextCursor: null } },
    ),
  });

const SECTIONS = [
  ['Overview', '/admin/overview', 'Overview'],
  ['Users', '/admin/user-management', 'User Management'],
  ['Payments', '/admin/payments', 'Payments'],
  ['Messages', '/admin/message-list', 'Received Messages'],
  ['Classes', '/admin/class-management', 'Class Management'],
  ['Videos', '/admin/video-management', 'Video Management'],
  ['Tutes', '/admin/tute-management', 'Tute Management'],
  ['Forms Create', '/admin/form-management', 'Forms Create'],
  ['Quizes', '/admin/quiz-management', 'Quiz Builder'],
  ['Settings', '/admin/settings', 'Settings'],
] as const;

// The sidebar walk loads every section's chunk: slow on a busy 2-core machine.
describe('admin layout', { timeout: 15_000 }, () => {
  it('sends an empty child path to overview, without the site nav or footer', async () => {
    adminApi();
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/overview');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Overview | EngTech Academy'));
  });

  it('links every section from the sidebar, in order, and each link opens its screen', async () => {
    adminApi();
    const { router, user } = renderApp('/admin/overview');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      SECTIONS.map(([label, href]) => [label, href]),
    );

    for (const [label, href, heading] of SECTIONS) {
      await user.click(within(sidebar).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(pathOf(router)).toBe(href);
      expect(within(sidebar).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await waitFor(() => expect(document.title).toBe('Settings | EngTech Academy'));
  });

  it('links back to the site', async () => {
    adminApi();
    renderApp('/admin/video-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
  });

  it('says so for an admin address that does not exist', async () => {
    adminApi();
    renderApp('/admin/no-such-section');
    expect(await screen.findByText('This admin page does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('has no menu button on a desktop', async () => {
    adminApi();
    renderApp('/admin/overview');
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('folds the sidebar behind a menu button on a phone; a link click folds it again', async () => {
    setViewportWidth(375);
    adminApi();
    const { router, user } = renderApp('/admin/overview');
    const toggle = await screen.findByRole('button', { name: 'Admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(sidebar);

    await user.click(within(sidebar).getByRole('link', { name: 'Classes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Class Management' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin/class-management');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('folds the phone menu on Escape and gives focus back to the button', async () => {
    setViewportWidth(375);
    adminApi();
    const { user } = renderApp('/admin/overview');
    const toggle = await screen.findByRole('button', { name: 'Admin menu' });
    await user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Admin' }))
      .getByRole('link', { name: 'Users' })
      .focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the sidebar again when a phone-sized window grows past 768 px', async () => {
    setViewportWidth(375);
    adminApi();
    renderApp('/admin/overview');
    await screen.findByRole('button', { name: 'Admin menu' });
    setViewportWidth(1024);
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument();
  });
});
