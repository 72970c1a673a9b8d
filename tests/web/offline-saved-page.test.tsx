/**
 * /saved: the signed-in student's saved items (and public ones saved logged out) with kind,
 * quality, size and state, the total used, Open (a tute in the PDF viewer from the cache), Delete,
 * the night-data window; the 14-day rule; logout deleting the student's items and files.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  getItem,
  getLastAccessCheck,
  getNightWindow,
  listItems,
  putItem,
  SAVED_CACHE,
  setLastAccessCheck,
  type SavedItem,
} from '../../web/src/lib/saved-db';
import { loggedIn, mockApi, sessionUser, visitor } from './helpers/api';
import { installOfflineStorage } from './helpers/offline';
import { pathOf, renderApp } from './helpers/render';

const owner = 'nimali@example.com';
const allAccess = { revision: true, theory: true, practical: true, paper: true, revisionTute: true };

const lecture: SavedItem = {
  key: 'lecture:Theory/Ohm law',
  kind: 'lecture',
  owner,
  access: 'theory',
  title: 'Ohm law',
  folder: 'Theory',
  rendition: '240p',
  playlist: '/media/Theory/ohm1/stream_240p.m3u8',
  urls: ['/media/Theory/ohm1/stream_240p.m3u8', '/media/Theory/ohm1/stream_240p_000.ts'],
  bytesTotal: 12_300_000,
  bytesStored: 12_300_000,
  state: 'done',
  via: 'page',
  savedAt: 2,
};
const tute: SavedItem = {
  key: 'tute:PastPaperMarking/Paper 2024.pdf',
  kind: 'tute',
  owner,
  access: 'login',
  title: 'Paper 2024.pdf',
  folder: 'PastPaperMarking',
  urls: ['/saved-files/tute/PastPaperMarking/Paper%202024.pdf'],
  bytesTotal: 2_500_000,
  bytesStored: 1_000_000,
  // Not one the queue would resume meanwhile.
  state: 'failed',
  savedAt: 3,
};
const sampath: SavedItem = {
  ...tute,
  key: 'tute:SampathBook/Book 1.pdf',
  owner: 'visitor',
  access: null,
  title: 'Book 1.pdf',
  folder: 'SampathBook',
  urls: ['/saved-files/tute/SampathBook/Book%201.pdf'],
  bytesTotal: 700_000,
  bytesStored: 700_000,
  state: 'done',
  savedAt: 1,
};
const someoneElse: SavedItem = { ...lecture, key: 'lecture:Theory/Gears', title: 'Gears', owner: 'kamal@example.com' };

async function store(items: SavedItem[]) {
  const storage = await installOfflineStorage({ quota: 500_000_000, free: 400_000_000 });
  const cache = await storage.caches.open(SAVED_CACHE);
  for (const item of items) {
    await putItem(item);
    for (const url of item.urls) await cache.put(url, new Response(url.endsWith('.pdf') ? '%PDF-1.7' : 'x'));
  }
  return storage;
}

const itemCard = (title: string) => screen.getByRole('article', { name: title });

describe('the saved items page', () => {
  it("lists the student's and public items with type, quality, size and state, and the total used", async () => {
    await store([lecture, tute, sampath, someoneElse]);
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/user/check-access': { body: { access: allAccess } } });
    renderApp('/saved');

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved for offline study' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved items' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paper 2024.pdf', 'Ohm law', 'Book 1.pdf']);
    const ohm = itemCard('Ohm law');
    expect(within(ohm).getByText('Lecture')).toBeInTheDocument();
    expect(within(ohm).getByText('240p')).toBeInTheDocument();
    expect(within(ohm).getByText('12 MB')).toBeInTheDocument();
    expect(within(ohm).getByText('Saved')).toBeInTheDocument();
    expect(within(ohm).getByRole('button', { name: 'Open Ohm law' })).toBeInTheDocument();
    const paper = itemCard('Paper 2024.pdf');
    expect(within(paper).getByText('Failed')).toBeInTheDocument();
    expect(within(paper).getByRole('progressbar', { name: 'Saving Paper 2024.pdf' })).toBeInTheDocument();
    expect(within(paper).queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Gears' })).not.toBeInTheDocument();
    // 12.3 + 1 + 0.7 MB stored
    expect(screen.getByText('Saved items use 14 MB.')).toBeInTheDocument();
    // Read again once the other account's item has left the device.
    expect(await screen.findByText('This site uses 100 MB of the 500 MB it may use.')).toBeInTheDocument();
    await waitFor(async () => expect(await getLastAccessCheck(owner)).toBeGreaterThan(0));
  });

  it('deletes an item after confirmation: its record and its files', async () => {
    const storage = await store([lecture, sampath]);
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/user/check-access': { body: { access: allAccess } } });
    const { user } = renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Delete Ohm law' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete saved item' });
    expect(confirm).toHaveTextContent('Delete "Ohm law" from this device?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ohm law' })).not.toBeInTheDocument());
    expect(screen.getByText('Ohm law was deleted from this device.')).toBeInTheDocument();
    expect(await getItem(lecture.key)).toBeUndefined();
    expect(storage.caches.paths(SAVED_CACHE)).toEqual(sampath.urls);
  });

  it('opens a saved tute in the PDF viewer from the cached file', async () => {
    await store([sampath]);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const createObjectURL = vi.fn(() => 'blob:http://localhost/saved-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Open Book 1.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Book 1.pdf' });
    expect(within(viewer).getByTitle('PDF: Book 1.pdf')).toHaveAttribute('src', 'blob:http://localhost/saved-1');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('does not open a gated item whose last access check is over 14 days old, and says why', async () => {
    await store([lecture]);
    await setLastAccessCheck(owner, Date.now() - 15 * 24 * 60 * 60 * 1000);
    // The server cannot be reached: no new check.
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/user/check-access': { status: 503 } });
    const { user } = renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Open Ohm law' }));
    expect(await within(itemCard('Ohm law')).findByRole('alert')).toHaveTextContent(
      'the app has not been able to check your access for 14 days',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the items whose flag the account lost when the app is online again', async () => {
    await store([lecture, tute]);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/user/check-access': { body: { access: { ...allAccess, theory: false } } },
    });
    renderApp('/saved');
    await waitFor(async () => expect((await listItems()).map((item) => item.key)).toEqual([tute.key]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ohm law' })).not.toBeInTheDocument());
  });

  it('keeps the night-data window: on, from 23:00 until 05:00', async () => {
    await store([]);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/saved');
    expect(
      await screen.findByText('Nothing is saved yet. Use "Save offline" on a tute or a lecture.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Download when on night data' });
    await user.click(within(form).getByRole('checkbox', { name: 'Download only in this time window' }));
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '23:00');
    await user.clear(within(form).getByLabelText('Until'));
    await user.type(within(form).getByLabelText('Until'), '05:00');
    await user.click(within(form).getByRole('button', { name: 'Save time window' }));
    expect(await within(form).findByText('Time window saved.')).toBeInTheDocument();
    expect(await getNightWindow()).toEqual({ enabled: true, start: '23:00', end: '05:00' });
  });

  it("lists the last confirmed account's items when the server cannot be reached", async () => {
    await store([lecture, sampath]);
    localStorage.setItem('engtech-account', owner);
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/saved');
    expect(await screen.findByRole('article', { name: 'Ohm law' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Book 1.pdf' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it("deletes the student's saved items and their files, keeping public ones saved logged out", async () => {
    const storage = await store([lecture, tute, sampath]);
    mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser()),
      'GET /api/user/check-access': { body: { access: allAccess } },
      'POST /api/user/logout': { body: { message: 'Logged out' } },
    });
    const { user, router } = renderApp('/saved');
    await screen.findByRole('article', { name: 'Ohm law' });
    await user.click(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }),
    );

    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect((await listItems()).map((item) => item.key)).toEqual([sampath.key]);
    expect(storage.caches.paths(SAVED_CACHE)).toEqual(sampath.urls);
    expect(localStorage.getItem('engtech-account')).toBeNull();
  });
});
