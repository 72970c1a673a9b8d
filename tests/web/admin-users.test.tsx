/**
 * User management against a fake of the contract's user endpoints: search by full name (the
 * server filters), access toggles showing the server's newValue, Delete behind the
 * confirmation, the failure texts, and "Load more" through the server's pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccessField, AdminUserView } from '../../functions/shared/schemas';
import { admin, byParam, mockApi, type RecordedCall, type Reply } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const FIRST_NAMES = ['Nimali', 'Kasun', 'Tharushi', 'Dilan', 'Sajith', 'Ishara'];

function student(i: number, overrides: Partial<AdminUserView> = {}): AdminUserView {
  return {
    _id: `u${String(i).padStart(3, '0')}`,
    fullName: `${FIRST_NAMES[i % FIRST_NAMES.length]} Student${i}`,
    email: `student${i}@example.com`,
    idNo: `2006${String(10000000 + i)}`,
    school: 'Badulla Central College',
    alYear: '2026',
    phoneNumber: `07${String(10000000 + i)}`,
    address: `${i} Main Street, Badulla`,
    state: 'active',
    verified: true,
    revisionAccess: false,
    theoryAccess: false,
    practicalAccess: false,
    paperAccess: false,
    revisionTuteAccess: false,
    accessUntil: {},
    ...overrides,
  };
}

/** The server side of the contract: students newest first, `search` a case-insensitive substring of fullName. */
function fakeUserServer(
  users: AdminUserView[],
  options: { toggle?: (call: RecordedCall) => Reply; remove?: (id: string) => Reply } = {},
) {
  const stored = new Map(users.map((u) => [u._id, { ...u }]));
  const api = mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/user/getAllUsers': () => {
      // The recorded call keeps the path only; the query is in the URL fetch was given.
      const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
      const limit = Number(url.searchParams.get('limit'));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const matching = [...stored.values()].filter((u) => u.fullName.toLowerCase().includes(search));
      const page = matching.slice(start, start + limit);
      return { body: { users: page, nextCursor: start + limit < matching.length ? String(start + limit) : null } };
    },
    'PUT /api/user/clearMailMark': (call) => {
      const user = stored.get((call.body as { id: string }).id)!;
      delete user.mailSuppressed;
      return { body: { message: 'The address can receive mail again.' } };
    },
    'PUT /api/user/toggleAccess': (call) => {
      if (options.toggle) return options.toggle(call);
      const { id, field } = call.body as { id: string; field: AccessField };
      const user = stored.get(id)!;
      user[field] = !user[field];
      return { body: { newValue: user[field] } };
    },
    // One handler per student the server starts with, chosen by the id in the path.
    'DELETE /api/user/deleteUser/{id}': byParam(
      'id',
      Object.fromEntries(
        users.map((u) => [
          u._id,
          (): Reply => {
            const reply = options.remove?.(u._id) ?? { body: { message: 'User deleted' } };
            if ((reply.status ?? 200) < 300) stored.delete(u._id);
            return reply;
          },
        ]),
      ),
    ),
  });
  const queries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/user/getAllUsers')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...api, stored, queries };
}

const card = (name: string) => screen.getByRole('article', { name });
// By text and tag rather than by role: role queries over a hundred cards are slow in jsdom.
const cards = () => [...screen.getByRole('list', { name: 'Students' }).querySelectorAll('article')];
const cardByName = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('article');

describe('admin users', { timeout: 15_000 }, () => {
  it('shows a card per student with full name, email, NIC, school, A/L year, phone, address and state', async () => {
    fakeUserServer([student(1), student(2, { state: 'suspended', verified: false })]);
    renderApp('/admin/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Kasun Student1' });
    for (const text of ['student1@example.com', '2026', '0710000001', '1 Main Street, Badulla', 'Active']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    // The NIC and school tell two students of one name apart.
    const fact = (term: string) => within(first).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('NIC number')).toBe('200610000001');
    expect(fact('School')).toBe('Badulla Central College');
    const second = card('Tharushi Student2');
    expect(within(second).getByText('Suspended')).toBeInTheDocument();
    expect(within(second).getByText('Email not verified')).toBeInTheDocument();
    const toggles = within(within(first).getByRole('group', { name: 'Access for Kasun Student1' })).getAllByRole(
      'button',
    );
    expect(toggles.map((b) => [b.textContent?.replace(/[✓✕]/g, ''), b.getAttribute('aria-pressed')])).toEqual([
      ['Revision', 'false'],
      ['Theory', 'false'],
      ['Practical', 'false'],
      ['Paper', 'false'],
      ['Revision Tute', 'false'],
    ]);
  });

  it('marks an address our mail bounced from or that called it spam, and clears the mark on request', async () => {
    const server = fakeUserServer([
      student(1, { mailSuppressed: 'bounce' }),
      student(2, { mailSuppressed: 'complaint' }),
      student(3),
    ]);
    const { user } = renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });
    const email = (article: HTMLElement) => within(article).getByText('Email', { selector: 'dt' }).nextElementSibling!;
    expect(within(email(kasun) as HTMLElement).getByText('Mail bounced')).toBeInTheDocument();
    expect(within(card('Tharushi Student2')).getByText('Marked our mail as spam')).toBeInTheDocument();
    const dilan = card('Dilan Student3');
    expect(within(dilan).queryByText(/Mail bounced|spam/)).not.toBeInTheDocument();
    expect(within(dilan).queryByRole('button', { name: /Clear the mail mark/ })).not.toBeInTheDocument();

    const clear = within(kasun).getByRole('button', { name: 'Clear the mail mark of Kasun Student1' });
    expect(clear).toHaveAccessibleDescription('Mail bounced');
    await user.click(clear);
    await expectToast('success', 'Mail will be sent to this address again.');
    expect(server.callsTo('PUT /api/user/clearMailMark')[0]!.body).toEqual({ id: 'u001' });
    expect(within(kasun).queryByText('Mail bounced')).not.toBeInTheDocument();
    expect(within(card('Tharushi Student2')).getByText('Marked our mail as spam')).toBeInTheDocument();
  });

  it('says until which day each expiring access runs; a flag without an end shows as before', async () => {
    fakeUserServer([
      student(1, {
        theoryAccess: true,
        revisionAccess: true,
        paperAccess: false,
        // December's fee with seven grace days: access ends as 8 January begins in Colombo.
        accessUntil: { theoryAccess: '2027-01-07T18:30:00.000Z', paperAccess: '2026-12-07T18:30:00.000Z' },
      }),
    ]);
    renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });
    const group = within(kasun).getByRole('group', { name: 'Access for Kasun Student1' });
    expect(within(group).getByRole('button', { name: 'Theory' })).toHaveAccessibleDescription('until 7 January 2027');
    expect(within(group).getByRole('button', { name: 'Revision' })).not.toHaveAccessibleDescription();
    // An end left over on a flag that is off says nothing: the flag is off.
    expect(within(group).getByRole('button', { name: 'Paper' })).not.toHaveAccessibleDescription();
    expect(within(group).getAllByText(/^until /)).toHaveLength(1);
  });

  it('searches by full name on the server, case-insensitively', async () => {
    const server = fakeUserServer(Array.from({ length: 12 }, (_, i) => student(i)));
    const { user } = renderApp('/admin/user-management');
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.type(screen.getByRole('searchbox', { name: 'Search by full name' }), 'NIMALI');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Nimali Student0',
      'Nimali Student6',
    ]);
    expect(server.queries().at(-1)).toMatchObject({ search: 'NIMALI', limit: '50' });
    expect(screen.getByText('2 students shown')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by full name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by full name' }), 'nobody');
    expect(await screen.findByText('No student\'s full name contains "nobody".')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  }, 20_000);

  it("shows the server's newValue after a toggle, not a guess", async () => {
    // Another admin already granted Theory: the list is stale, so the flip the server makes turns it off.
    const server = fakeUserServer([student(1)]);
    server.stored.get('u001')!.theoryAccess = true;
    const { user } = renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });

    await user.click(within(kasun).getByRole('button', { name: 'Revision' }));
    await waitFor(() =>
      expect(within(kasun).getByRole('button', { name: 'Revision' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(server.callsTo('PUT /api/user/toggleAccess')[0]!.body).toEqual({ id: 'u001', field: 'revisionAccess' });
    expect(server.callsTo('PUT /api/user/toggleAccess')[0]!.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');

    await user.click(within(kasun).getByRole('button', { name: 'Theory' }));
    await waitFor(() => expect(server.callsTo('PUT /api/user/toggleAccess')).toHaveLength(2));
    await waitFor(() => expect(within(kasun).getByRole('button', { name: 'Theory' })).toBeEnabled());
    expect(within(kasun).getByRole('button', { name: 'Theory' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.stored.get('u001')!.theoryAccess).toBe(false);
  });

  it('says "Failed to update user access" when a toggle fails and keeps the flag as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUserServer([student(1)], { toggle: () => ({ status: 500, body: { message: 'Internal error' } }) });
    const { user } = renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });
    await user.click(within(kasun).getByRole('button', { name: 'Paper' }));
    await expectToast('error', 'Failed to update user access');
    expect(within(kasun).getByRole('button', { name: 'Paper' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(kasun).getByRole('button', { name: 'Paper' })).toBeEnabled();
  });

  it('asks before deleting: Cancel (or Escape) keeps the student, Delete removes them', async () => {
    const server = fakeUserServer([student(1), student(2)]);
    const { user } = renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });

    const deleteButton = within(kasun).getByRole('button', { name: 'Delete Kasun Student1' });
    await user.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Kasun Student1')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(deleteButton);
    dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kasun Student1' })).not.toBeInTheDocument());
    await expectToast('success', 'User deleted');
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/user/deleteUser/u001']);
    // Focus goes to the next student's card rather than being lost.
    await waitFor(() => expect(card('Tharushi Student2')).toHaveFocus());
  });

  it('says "Failed to delete user." when the delete fails and keeps the card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeUserServer([student(1)], { remove: () => ({ status: 500, body: { message: 'Internal error' } }) });
    const { user } = renderApp('/admin/user-management');
    const kasun = await screen.findByRole('article', { name: 'Kasun Student1' });
    await user.click(within(kasun).getByRole('button', { name: 'Delete Kasun Student1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Failed to delete user.');
    expect(card('Kasun Student1')).toBeInTheDocument();
  });

  it('pages through many students with "Load more"', async () => {
    const server = fakeUserServer(Array.from({ length: 60 }, (_, i) => student(i)));
    const { user } = renderApp('/admin/user-management');
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(screen.queryByText('Tharushi Student50')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    // Focus moves to the first student of the new page; no more pages, no more button.
    await waitFor(() => expect(cardByName('Tharushi Student50')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.queries().map((q) => q.cursor ?? null)).toEqual([null, '50']);
  }, 20_000); // sixty cards render slowly in jsdom on a busy machine
});
