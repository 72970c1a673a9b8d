/**
 * Offline study on a phone students share: a tute saved a moment ago opens offline at once (the
 * save is an access check); offline, gated pages keep the last confirmed student signed in and say
 * they need a connection; when the server names another account, the first one's items leave;
 * sizes read as the reader writes numbers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentAccount, listItems, putItem, SAVED_CACHE, type SavedItem } from '../../web/src/lib/saved-db';
import { loggedIn, mockApi, onlyFor, sessionUser, visitor } from './helpers/api';
import { tuteItem, tutePage } from './helpers/content';
import { installOfflineStorage, serveFiles } from './helpers/offline';
import { renderApp } from './helpers/render';

const owner = 'nimali@example.com';

const goOffline = () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

const theory: SavedItem = {
  key: 'lecture:Theory/Ohm law',
  kind: 'lecture',
  owner,
  access: 'theory',
  title: 'Ohm law',
  folder: 'Theory',
  rendition: '240p',
  playlist: '/media/Theory/ohm1/stream_240p.m3u8',
  urls: ['/media/Theory/ohm1/stream_240p.m3u8', '/media/Theory/ohm1/stream_240p_000.ts'],
  bytesTotal: 10_740_000_000,
  bytesStored: 10_740_000_000,
  state: 'done',
  via: 'page',
  savedAt: 2,
};
const book: SavedItem = {
  ...theory,
  key: 'tute:SampathBook/Book 1.pdf',
  kind: 'tute',
  owner: 'visitor',
  access: null,
  title: 'Book 1.pdf',
  folder: 'SampathBook',
  urls: ['/saved-files/tute/SampathBook/Book%201.pdf'],
  bytesTotal: 700_000,
  bytesStored: 700_000,
  savedAt: 1,
};

async function store(items: SavedItem[]) {
  const storage = await installOfflineStorage();
  const cache = await storage.caches.open(SAVED_CACHE);
  for (const item of items) {
    await putItem(item);
    for (const url of item.urls) await cache.put(url, new Response('x'));
  }
  return storage;
}

describe('a tute saved a moment ago', () => {
  it('opens offline at once on a device that never ran the offline start: the save was a check', async () => {
    await installOfflineStorage();
    const tute = tuteItem('Tute 02 - Fluids', { url: 'https://s3.local/RevisionTute/Tute%2002.pdf?X-Amz-Signature=x' });
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/aws/getPastPaperMarking/{category}': onlyFor({ category: 'RevisionTute' }, tutePage([tute])),
    });
    const online = renderApp('/revision-tute');
    const save = await screen.findByRole('button', { name: 'Save offline: Tute 02 - Fluids' });
    await waitFor(() => expect(save).toBeEnabled());
    await online.user.click(save);
    serveFiles({ [tute.url]: '%PDF-1.7' });
    await online.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved offline')).toBeInTheDocument());
    online.unmount();

    goOffline();
    const createObjectURL = vi.fn(() => 'blob:http://localhost/tute-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Open Tute 02 - Fluids' }));
    expect(await screen.findByRole('dialog', { name: 'Tute 02 - Fluids' })).toBeInTheDocument();
    expect(screen.queryByText(/not been able to check your access/)).not.toBeInTheDocument();
    expect(await getCurrentAccount()).toBe(owner);
  });
});

describe('offline, a page that needs the server', () => {
  it.each(['/videos/theory', '/user-profile'])(
    'at %s keeps the last confirmed student signed in and says it needs a connection',
    async (path) => {
      localStorage.setItem('engtech-account', owner);
      goOffline();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'This page needs a connection.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open saved items' })).toHaveAttribute('href', '/saved');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(await within(nav).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
      expect(localStorage.getItem('engtech-account')).toBe(owner);
    },
  );
});

describe('the server naming who is signed in', () => {
  it("deletes another account's items and files when someone else logs in on this browser", async () => {
    const storage = await store([theory, book]);
    mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser({ email: 'kamal@example.com', userName: 'kamal' })),
      'GET /api/user/check-access': {
        body: { access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false } },
      },
    });
    renderApp('/saved');
    expect(await screen.findByRole('article', { name: 'Book 1.pdf' })).toBeInTheDocument();
    await waitFor(async () => expect((await listItems()).map((item) => item.key)).toEqual([book.key]));
    expect(storage.caches.paths(SAVED_CACHE)).toEqual(book.urls);
    expect(await getCurrentAccount()).toBe('kamal@example.com');
  });

  it('deletes them too when the server says nobody is signed in', async () => {
    await store([theory, book]);
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/saved');
    await waitFor(async () => expect((await listItems()).map((item) => item.key)).toEqual([book.key]));
    expect(await getCurrentAccount()).toBe('visitor');
  });

  it('keeps them while the server cannot be reached, and shows sizes grouped with the unit after', async () => {
    await store([theory, book]);
    localStorage.setItem('engtech-account', owner);
    goOffline();
    renderApp('/saved');
    const card = await screen.findByRole('article', { name: 'Ohm law' });
    expect(within(card).getByText('10.7 GB')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Book 1.pdf' })).getByText('0.7 MB')).toBeInTheDocument();
    expect(await listItems()).toHaveLength(2);
  });
});
