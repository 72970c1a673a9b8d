/** Overview: the four cards read GET /api/user/user-counts. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, type Handler } from './helpers/api';
import { renderApp } from './helpers/render';

const adminApi = (counts: Handler) =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/user/user-counts': counts,
  });

const cardValue = (label: string) =>
  within(
    within(screen.getByRole('list', { name: 'Site counts' }))
      .getByText(label)
      .closest('li')!,
  ).getByText(/\d|—/).textContent;

describe('admin overview', () => {
  it('shows Total Students, Total Classes, Active Users and Messages from the server', async () => {
    const api = adminApi({ body: { totalUsers: 1250, activeUsers: 980, totalClasses: 12, totalMessages: 7 } });
    renderApp('/admin/overview');
    const cards = await screen.findByRole('list', { name: 'Site counts' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Total Students', 'Total Classes', 'Active Users', 'Messages']);
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(cardValue('Total Students')).toBe('1,250');
    expect(cardValue('Total Classes')).toBe('12');
    expect(cardValue('Active Users')).toBe('980');
    expect(cardValue('Messages')).toBe('7');
    expect(api.callsTo('GET /api/user/user-counts')).toHaveLength(1);
  });

  it('says the counts could not be loaded when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminApi({ status: 503, body: { message: 'Service unavailable' } });
    renderApp('/admin/overview');
    expect(await screen.findByText('Could not load the counts. Reload the page to try again.')).toBeInTheDocument();
    expect(cardValue('Total Students')).toBe('—');
  });
});
