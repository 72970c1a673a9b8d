/**
 * Received Messages against a fake of the contract's contact admin endpoints: cards (name,
 * medium date, text), search by sender name on the server, Mark Read flipping only after the server
 * confirms, Reply (open, send, back to /admin/message-list; 300/200 ms animation honouring
 * reduced motion), Delete behind its confirmation question, the failure texts, and Load more.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessageView } from '../../functions/shared/schemas';
import { admin, byParam, mockApi, type Reply } from './helpers/api';
import { setReducedMotion } from './helpers/media';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

function message(i: number, overrides: Partial<ContactMessageView> = {}): ContactMessageView {
  return {
    _id: `m${String(i).padStart(3, '0')}`,
    name: `Sender ${i}`,
    email: `sender${i}@example.com`,
    phone: '0712345678',
    message: `Question number ${i} about the revision class.`,
    // Mid-day UTC: the same calendar date in every time zone.
    date: `2025-03-${String((i % 28) + 1).padStart(2, '0')}T12:00:00.000Z`,
    isRead: false,
    ...overrides,
  };
}

interface Options {
  updateIsRead?: (id: string) => Reply | Promise<Reply>;
  reply?: (id: string, body: unknown) => Reply;
  remove?: (id: string) => Reply;
}

/** The contact group's admin side: newest first, `search` a case-insensitive part of the name, numeric cursors. */
function messageServer(list: ContactMessageView[], options: Options = {}) {
  const stored = new Map(list.map((m) => [m._id, { ...m }]));
  // One handler per message the server starts with, chosen by the id in the path.
  const perId = (handler: (id: string, body: unknown) => Reply | Promise<Reply>) =>
    byParam('id', Object.fromEntries(list.map((m) => [m._id, (call: { body: unknown }) => handler(m._id, call.body)])));
  const api = mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/contact/getAllMessages': () => {
      const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
      const limit = Number(url.searchParams.get('limit'));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const matching = [...stored.values()].filter((m) => m.name.toLowerCase().includes(search));
      return {
        body: {
          messages: matching.slice(start, start + limit),
          nextCursor: start + limit < matching.length ? String(start + limit) : null,
        },
      };
    },
    'PUT /api/contact/updateIsRead/{id}': perId((id) => {
      if (options.updateIsRead) return options.updateIsRead(id);
      const m = stored.get(id)!;
      m.isRead = !m.isRead;
      return { body: { _id: id, isRead: m.isRead } };
    }),
    'POST /api/contact/sendReplyTo/{id}': perId((id, body) => {
      if (options.reply) return options.reply(id, body);
      stored.get(id)!.isRead = true;
      return { body: { message: 'Reply Send Successfully' } };
    }),
    'DELETE /api/contact/deleteMessageById/{id}': perId((id) => {
      const reply = options.remove?.(id) ?? { body: { message: 'Message deleted' } };
      if ((reply.status ?? 200) < 300) stored.delete(id);
      return reply;
    }),
  });
  const queries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/contact/getAllMessages')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...api, stored, queries };
}

const card = (name: string) => screen.getByRole('article', { name });
const cards = () => [...screen.getByRole('list', { name: 'Messages' }).querySelectorAll('article')];

describe('admin messages', { timeout: 20_000 }, () => {
  it('shows each message with name, medium date, text and its read state (not by dimming alone)', async () => {
    messageServer([message(1), message(2, { isRead: true })]);
    renderApp('/admin/message-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Received Messages' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Sender 1' });
    expect(within(first).getByText('2 Mar 2025')).toHaveAttribute('dateTime', '2025-03-02T12:00:00.000Z');
    expect(within(first).getByText('Question number 1 about the revision class.')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mark Read' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'sender1@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender1@example.com',
    );
    const second = card('Sender 2');
    expect(second).toHaveClass('message-card--read');
    expect(first).not.toHaveClass('message-card--read');
    expect(within(second).getByText('Read', { selector: '.message-state' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Read' })).toBeInTheDocument();
  });

  it('searches sender names on the server, case-insensitively', async () => {
    const server = messageServer([
      message(1, { name: 'Nimal Perera' }),
      message(2, { name: 'Kamala Nimalsiri' }),
      message(3, { name: 'Sunil Silva' }),
    ]);
    const { user } = renderApp('/admin/message-list');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search by sender name' }), 'NIMAL');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Nimal Perera',
      'Kamala Nimalsiri',
    ]);
    expect(server.queries().at(-1)).toMatchObject({ search: 'NIMAL', limit: '50' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search by sender name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by sender name' }), 'zzz');
    expect(await screen.findByText('No sender\'s name contains "zzz".')).toBeInTheDocument();
  });

  it('flips Mark Read only once the server confirms, showing the value it stored', async () => {
    let answer!: (reply: Reply) => void;
    const server = messageServer([message(1)], {
      updateIsRead: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    await user.click(within(sender).getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(server.callsTo('PUT /api/contact/updateIsRead/{id}', { id: 'm001' })).toHaveLength(1));
    // Still unread while the server has not answered; the button waits.
    expect(within(sender).getByRole('button', { name: 'Mark Read' })).toBeDisabled();
    expect(sender).not.toHaveClass('message-card--read');
    expect(server.callsTo('PUT /api/contact/updateIsRead/{id}', { id: 'm001' })[0]!.headers['X-XSRF-TOKEN']).toBe(
      'test-xsrf-token',
    );
    answer({ body: { _id: 'm001', isRead: true } });
    await waitFor(() => expect(within(sender).getByRole('button', { name: 'Read' })).toBeEnabled());
    expect(sender).toHaveClass('message-card--read');
  });

  it('says "Failed to Update Message." when the server refuses, and stays unread', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messageServer([message(1)], { updateIsRead: () => ({ status: 500, body: { message: 'Internal error' } }) });
    const { user } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    await user.click(within(sender).getByRole('button', { name: 'Mark Read' }));
    await expectToast('error', 'Failed to Update Message.');
    expect(within(sender).getByRole('button', { name: 'Mark Read' })).toBeEnabled();
    expect(sender).not.toHaveClass('message-card--read');
  });

  it('opens a reply box, sends the reply, says "Reply Send Successfully" and returns to /admin/message-list', async () => {
    const server = messageServer([message(1), message(2)]);
    const { user, router } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    const replyButton = within(sender).getByRole('button', { name: 'Reply' });
    expect(replyButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');
    const box = within(sender).getByRole('textbox', { name: 'Your reply to Sender 1' });
    expect(document.getElementById(replyButton.getAttribute('aria-controls')!)).toContainElement(box);
    expect(box).toHaveFocus();
    // One box per message: the other card's stays closed.
    expect(within(card('Sender 2')).queryByRole('textbox')).not.toBeInTheDocument();
    const send = within(sender).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'The class starts at 8 on Saturday.');
    const before = router.state.location.key;
    await user.click(send);

    await expectToast('success', 'Reply Send Successfully');
    expect(server.callsTo('POST /api/contact/sendReplyTo/{id}', { id: 'm001' })[0]!.body).toEqual({
      replyText: 'The class starts at 8 on Saturday.',
    });
    expect(pathOf(router)).toBe('/admin/message-list');
    expect(router.state.location.key).not.toBe(before);
    await waitFor(() => expect(within(sender).queryByRole('textbox')).not.toBeInTheDocument());
    expect(sender).toHaveClass('message-card--read');
    expect(within(sender).getByText(/^Replied /)).toBeInTheDocument();
  });

  it('says "Failed to sent message" when the reply fails and keeps what was written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messageServer([message(1)], { reply: () => ({ status: 503, body: { message: 'Mail is unavailable' } }) });
    const { user, router } = renderApp('/admin/message-list?search=');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    await user.click(within(sender).getByRole('button', { name: 'Reply' }));
    await user.type(within(sender).getByRole('textbox'), 'See you on Saturday.');
    await user.click(within(sender).getByRole('button', { name: 'Send Reply' }));
    await expectToast('error', 'Failed to sent message');
    expect(within(sender).getByRole('textbox')).toHaveValue('See you on Saturday.');
    expect(router.state.location.search).toBe('?search=');
  });

  it('animates the reply box out (200 ms) unless reduced motion is asked for', async () => {
    messageServer([message(1)]);
    const { user } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    const replyButton = within(sender).getByRole('button', { name: 'Reply' });
    await user.click(replyButton);
    const box = sender.querySelector('.reply-box') as HTMLElement;
    expect(box.style.animationDuration).toBe('300ms');
    await user.click(replyButton);
    // Closing: still there for its 200 ms animation, but out of reach (inert), then gone.
    expect(box).toHaveClass('reply-box--closing');
    expect(box.style.animationDuration).toBe('200ms');
    expect(box).toHaveAttribute('inert');
    await waitFor(() => expect(sender.querySelector('.reply-box')).toBeNull());

    act(() => setReducedMotion(true));
    await user.click(replyButton);
    expect(sender.querySelector('.reply-box')).not.toBeNull();
    await user.click(replyButton);
    expect(sender.querySelector('.reply-box')).toBeNull();
  });

  it("asks 'Are you sure you want to delete this user?' before deleting a message", async () => {
    const server = messageServer([message(1), message(2)]);
    const { user } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    await user.click(within(sender).getByRole('button', { name: 'Delete the message from Sender 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(sender).getByRole('button', { name: 'Delete the message from Sender 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sender 1' })).not.toBeInTheDocument());
    await expectToast('success', 'Message deleted');
    expect(server.callsTo('DELETE /api/contact/deleteMessageById/{id}', { id: 'm001' })).toHaveLength(1);
    await waitFor(() => expect(card('Sender 2')).toHaveFocus());
  });

  it('says "Failed to delete user." when a message delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    messageServer([message(1)], { remove: () => ({ status: 500, body: { message: 'Internal error' } }) });
    const { user } = renderApp('/admin/message-list');
    const sender = await screen.findByRole('article', { name: 'Sender 1' });
    await user.click(within(sender).getByRole('button', { name: 'Delete the message from Sender 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Failed to delete user.');
    expect(card('Sender 1')).toBeInTheDocument();
  });

  it('pages through the messages with "Load more"', async () => {
    const server = messageServer(Array.from({ length: 55 }, (_, i) => message(i)));
    const { user } = renderApp('/admin/message-list');
    await waitFor(() => expect(cards()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(55));
    await waitFor(() => expect(card('Sender 50')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.queries().map((q) => q.cursor ?? null)).toEqual([null, '50']);
  }, 30_000);
});
