/**
 * Saved items on a shared phone: which saved files the service worker may hand out (the owner must
 * be the account the server last named here, checked within 14 days; public files to anyone; an
 * unknown account or an unclaimed file refused), and what the page does when the server names
 * another account or nobody (the other owners' items leave, the worker is told first).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { claimDevice } from '../../web/src/features/offline/lib/claim';
import { forgetAccount } from '../../web/src/features/offline/lib/forget';
import {
  getCurrentAccount,
  listItems,
  putItem,
  SAVED_CACHE,
  setCurrentAccount,
  setLastAccessCheck,
  type SavedItem,
} from '../../web/src/lib/saved-db';
import { CHECK_VALID_MS, mayServe } from '../../web/src/lib/saved-rules';
import { mayServeSaved } from '../../web/src/sw/saved-guard';
import { installOfflineStorage, type MemoryCaches } from '../web/helpers/offline';

const ORIGIN = 'https://learn.example.lk';
const NIMALI = 'nimali@example.com';
const KAMAL = 'kamal@example.com';
const now = Date.UTC(2026, 10, 20);

function item(overrides: Partial<SavedItem>): SavedItem {
  return {
    key: 'lecture:Theory/Ohm',
    kind: 'lecture',
    owner: NIMALI,
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

const theory = item({});
const revisionTute = item({
  key: 'tute:RevisionTute/Unit 1.pdf',
  kind: 'tute',
  access: 'revisionTute',
  folder: 'RevisionTute',
  urls: ['/saved-files/tute/RevisionTute/Unit%201.pdf'],
});
const freeLecture = item({
  key: 'lecture:free/Intro',
  owner: 'visitor',
  access: null,
  folder: 'free',
  urls: ['/media/free/2/a.ts'],
});

describe('the worker handing out a saved file', () => {
  it('serves a gated file to its owner, signed in and checked within 14 days', () => {
    expect(mayServe([theory], NIMALI, now - CHECK_VALID_MS, now)).toBe(true);
    expect(mayServe([revisionTute], NIMALI, now - 1000, now)).toBe(true);
  });

  it('refuses it to another account, to nobody, and when nobody told the worker who is signed in', () => {
    expect(mayServe([theory], KAMAL, now, now)).toBe(false);
    expect(mayServe([theory], 'visitor', now, now)).toBe(false);
    expect(mayServe([theory], undefined, now, now)).toBe(false);
  });

  it('refuses it to its owner after 14 days without a check, or with none', () => {
    expect(mayServe([theory], NIMALI, now - CHECK_VALID_MS - 1, now)).toBe(false);
    expect(mayServe([theory], NIMALI, undefined, now)).toBe(false);
  });

  it('serves a public file to anyone, and refuses a file no saved item claims', () => {
    expect(mayServe([freeLecture], undefined, undefined, now)).toBe(true);
    expect(mayServe([freeLecture], KAMAL, undefined, now)).toBe(true);
    expect(mayServe([], NIMALI, now, now)).toBe(false);
  });

  it('serves a file two items share when either allows it', () => {
    expect(mayServe([item({ owner: KAMAL }), theory], NIMALI, now, now)).toBe(true);
  });
});

describe('the worker reading who may have a file', () => {
  beforeEach(async () => {
    await installOfflineStorage();
    for (const saved of [theory, revisionTute, freeLecture]) await putItem(saved);
  });

  const segment = `${ORIGIN}/media/Theory/1/stream_240p_000.ts`;
  const tute = `${ORIGIN}/saved-files/tute/RevisionTute/Unit%201.pdf`;

  it('refuses while the page has never said who is signed in, but a public file', async () => {
    await setLastAccessCheck(NIMALI, now);
    expect(await mayServeSaved(segment, ORIGIN, now)).toBe(false);
    expect(await mayServeSaved(`${ORIGIN}/media/free/2/a.ts`, ORIGIN, now)).toBe(true);
  });

  it("serves the owner's files, and none of them once another account or nobody is signed in", async () => {
    await setLastAccessCheck(NIMALI, now);
    await setLastAccessCheck(KAMAL, now);
    await setCurrentAccount(NIMALI);
    expect(await mayServeSaved(segment, ORIGIN, now)).toBe(true);
    expect(await mayServeSaved(tute, ORIGIN, now)).toBe(true);
    await setCurrentAccount(KAMAL);
    expect(await mayServeSaved(segment, ORIGIN, now)).toBe(false);
    expect(await mayServeSaved(tute, ORIGIN, now)).toBe(false);
    await setCurrentAccount('visitor');
    expect(await mayServeSaved(tute, ORIGIN, now)).toBe(false);
  });

  it("refuses the owner's gated files once the last check is more than 14 days old", async () => {
    await setCurrentAccount(NIMALI);
    await setLastAccessCheck(NIMALI, now - CHECK_VALID_MS - 1);
    expect(await mayServeSaved(segment, ORIGIN, now)).toBe(false);
  });
});

describe('the server naming who is signed in', () => {
  let memory: MemoryCaches;

  beforeEach(async () => {
    ({ caches: memory } = await installOfflineStorage());
    const cache = await memory.open(SAVED_CACHE);
    for (const saved of [theory, revisionTute, freeLecture]) {
      await putItem(saved);
      for (const url of saved.urls) await cache.put(url, new Response('x'));
    }
  });

  it("deletes another owner's items and files, keeps public ones, and tells the worker first", async () => {
    expect(await claimDevice(KAMAL)).toBe(2);
    expect(await getCurrentAccount()).toBe(KAMAL);
    expect((await listItems()).map((saved) => saved.key)).toEqual([freeLecture.key]);
    expect(memory.paths(SAVED_CACHE)).toEqual(freeLecture.urls);
  });

  it("deletes every account's items when nobody is signed in", async () => {
    expect(await claimDevice(null)).toBe(2);
    expect(await getCurrentAccount()).toBe('visitor');
    expect((await listItems()).map((saved) => saved.key)).toEqual([freeLecture.key]);
  });

  it("keeps the named account's own items", async () => {
    expect(await claimDevice(NIMALI)).toBe(0);
    expect(await listItems()).toHaveLength(3);
  });

  it('logout tells the worker nobody is signed in', async () => {
    await setCurrentAccount(NIMALI);
    await forgetAccount(NIMALI);
    expect(await getCurrentAccount()).toBe('visitor');
    expect((await listItems()).map((saved) => saved.key)).toEqual([freeLecture.key]);
  });
});
