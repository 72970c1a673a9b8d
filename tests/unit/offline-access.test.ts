/**
 * Which saved items an account keeps and opens: the folder/category flags, the deletion of what a
 * re-check no longer allows (fake IndexedDB and an in-memory Cache Storage), and the 14-day rule.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Access } from '../../functions/shared/schemas';
import { checkAccess } from '../../web/src/features/auth/api/check-access';
import { recheckAccess } from '../../web/src/features/offline/lib/access-check';
import {
  accessFor,
  allowedBy,
  CHECK_VALID_MS,
  mayOpen,
  visibleTo,
} from '../../web/src/features/offline/lib/access-rules';
import { getLastAccessCheck, listItems, putItem, SAVED_CACHE, type SavedItem } from '../../web/src/lib/saved-db';
import { installOfflineStorage, type MemoryCaches } from '../web/helpers/offline';

const none: Access = { revision: false, theory: false, practical: false, paper: false, revisionTute: false };

function item(overrides: Partial<SavedItem>): SavedItem {
  return {
    key: 'lecture:Theory/Ohm',
    kind: 'lecture',
    owner: 'nimali@example.com',
    access: 'theory',
    title: 'Ohm',
    folder: 'Theory',
    urls: ['/media/Theory/1/stream_240p.m3u8', '/media/Theory/1/stream_240p_000.ts'],
    bytesTotal: 10,
    bytesStored: 10,
    state: 'done',
    savedAt: 1,
    ...overrides,
  };
}

describe('the flag a saved item needs', () => {
  it('follows the video folders and tute categories the server gates', () => {
    expect(accessFor('lecture', 'free')).toBeNull();
    expect(accessFor('lecture', 'Theory')).toBe('theory');
    expect(accessFor('lecture', 'Paper')).toBe('paper');
    expect(accessFor('tute', 'SampathBook')).toBeNull();
    expect(accessFor('tute', 'PastPaperMarking')).toBe('login');
    expect(accessFor('tute', 'RevisionTute')).toBe('revisionTute');
    expect(accessFor('tute', 'Unknown')).toBe('login');
  });

  it('is held by an account with that flag; public and login items by any account', () => {
    expect(allowedBy('theory', none)).toBe(false);
    expect(allowedBy('theory', { ...none, theory: true })).toBe(true);
    expect(allowedBy('login', none)).toBe(true);
    expect(allowedBy(null, none)).toBe(true);
  });
});

describe('opening a saved item', () => {
  const now = Date.UTC(2026, 2, 20);

  it('always opens a public item, even never checked', () => {
    expect(mayOpen({ access: null }, undefined, now)).toEqual({ ok: true });
  });

  it('opens a gated item within 14 days of the last check and not after', () => {
    expect(mayOpen({ access: 'theory' }, now - CHECK_VALID_MS, now)).toEqual({ ok: true });
    expect(mayOpen({ access: 'login' }, now - CHECK_VALID_MS - 1, now)).toEqual({
      ok: false,
      reason: 'stale-check',
      checkedAt: now - CHECK_VALID_MS - 1,
    });
    expect(mayOpen({ access: 'theory' }, undefined, now).ok).toBe(false);
  });

  it("lists the account's own items and public ones saved logged out", () => {
    const mine = item({ key: 'a' });
    const theirs = item({ key: 'b', owner: 'kamal@example.com' });
    const visitors = item({ key: 'c', owner: 'visitor', access: null });
    expect(visibleTo([mine, theirs, visitors], 'nimali@example.com')).toEqual([mine, visitors]);
    expect(visibleTo([mine, theirs, visitors], null)).toEqual([visitors]);
  });
});

describe('the access re-check', () => {
  let memory: MemoryCaches;

  beforeEach(async () => {
    ({ caches: memory } = await installOfflineStorage());
    // The api client reads the anti-forgery cookie after every request.
    vi.stubGlobal('document', { cookie: '' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes the items (records and files) the account lost, keeps the rest, and records the check', async () => {
    const cache = await memory.open(SAVED_CACHE);
    const theory = item({});
    const paper = item({
      key: 'lecture:Paper/2024',
      access: 'paper',
      folder: 'Paper',
      urls: ['/media/Paper/2/stream_240p.m3u8'],
    });
    const tute = item({
      key: 'tute:PastPaperMarking/a.pdf',
      kind: 'tute',
      access: 'login',
      urls: ['/saved-files/tute/a'],
    });
    const otherOwner = item({
      key: 'lecture:Theory/Other',
      owner: 'kamal@example.com',
      urls: ['/media/Theory/9/x.ts'],
    });
    for (const saved of [theory, paper, tute, otherOwner]) {
      await putItem(saved);
      for (const url of saved.urls) await cache.put(url, new Response('x'));
    }
    const fetchMock = vi.fn((_input: RequestInfo | URL) =>
      Promise.resolve(new Response(JSON.stringify({ access: { ...none, paper: true } }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await recheckAccess('nimali@example.com', checkAccess, () => 12345)).toBe(1);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/check-access');
    expect((await listItems()).map((saved) => saved.key).sort()).toEqual([paper.key, tute.key, otherOwner.key].sort());
    expect(memory.paths(SAVED_CACHE)).not.toContain('/media/Theory/1/stream_240p_000.ts');
    expect(memory.paths(SAVED_CACHE)).toContain('/media/Theory/9/x.ts');
    expect(await getLastAccessCheck('nimali@example.com')).toBe(12345);
  });

  it('changes nothing and records no check when the server cannot be reached', async () => {
    await putItem(item({}));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(recheckAccess('nimali@example.com', checkAccess)).rejects.toMatchObject({ status: 0 });
    expect(await listItems()).toHaveLength(1);
    expect(await getLastAccessCheck('nimali@example.com')).toBeUndefined();
  });
});
