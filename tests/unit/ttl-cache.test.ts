/** The per-instance read-through cache behind the class list, video pages and session lookups. */
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../functions/shared/ttl-cache';

function cacheAt(options: { ttlMs?: number; maxEntries?: number; keep?: (value: string | null) => boolean } = {}) {
  let now = 1_000_000;
  const cache = new TtlCache<string, string | null>({
    ttlMs: options.ttlMs ?? 100,
    maxEntries: options.maxEntries ?? 10,
    now: () => now,
    ...(options.keep ? { keep: options.keep } : {}),
  });
  let loads = 0;
  const load = (value: string | null) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('serves a loaded answer until the ttl passes, then loads again', async () => {
    const { cache, load, loads, advance } = cacheAt();
    expect(await cache.get('k', load('a'))).toBe('a');
    advance(79);
    expect(await cache.get('k', load('b'))).toBe('a');
    advance(21);
    expect(await cache.get('k', load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('refreshes a key asked for in the last fifth of its ttl without making anyone wait', async () => {
    const { cache, load, loads, advance } = cacheAt();
    await cache.get('k', load('a'));
    advance(85);
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string | null>((resolve) => (release = resolve));
    expect(await cache.get('k', slow)).toBe('a');
    expect(await cache.get('k', load('never'))).toBe('a');
    release('b');
    await Promise.resolve();
    expect(await cache.get('k', load('never'))).toBe('b');
    // The refreshed answer lives a ttl from when its load began (85), not from when it arrived.
    advance(79);
    expect(await cache.get('k', load('never'))).toBe('b');
    advance(21);
    expect(await cache.get('k', load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('an expired entry whose refresh is still under way waits for that refresh, and an eviction beats it', async () => {
    const { cache, load, advance } = cacheAt();
    await cache.get('k', load('a'));
    advance(90);
    let release: (value: string) => void = () => undefined;
    expect(await cache.get('k', () => new Promise<string | null>((resolve) => (release = resolve)))).toBe('a');
    advance(20);
    const waiting = cache.get('k', load('never'));
    release('b');
    expect(await waiting).toBe('b');

    // 'b' was loaded from 90 on: its last fifth starts at 170.
    advance(70);
    let late: (value: string) => void = () => undefined;
    expect(await cache.get('k', () => new Promise<string | null>((resolve) => (late = resolve)))).toBe('b');
    cache.delete('k');
    late('stale');
    await Promise.resolve();
    expect(await cache.get('k', load('fresh'))).toBe('fresh');
  });

  it('callers asking while a load is under way share it', async () => {
    const { cache } = cacheAt();
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string | null>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    release('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('keeps no failed load and, with keep, no unwanted answer', async () => {
    const { cache, load, loads } = cacheAt({ keep: (value) => value !== null });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', load(null))).toBeNull();
    expect(await cache.get('k', load('later'))).toBe('later');
    expect(await cache.get('k', load('again'))).toBe('later');
    expect(loads()).toBe(2);
  });

  it('an eviction during a load hands the old answer only to those who asked before it', async () => {
    const { cache, load } = cacheAt();
    let release: (value: string) => void = () => undefined;
    const before = cache.get('k', () => new Promise<string | null>((resolve) => (release = resolve)));
    cache.delete('k');
    const after = cache.get('k', load('new'));
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', load('newer'))).toBe('new');
  });

  it('deleteWhere drops matching answers and every load still under way', async () => {
    const { cache, load } = cacheAt();
    await cache.get('a', load('user-1'));
    await cache.get('b', load('user-2'));
    void cache.get('c', () => new Promise<string | null>(() => undefined));
    cache.deleteWhere((_key, value) => value === 'user-1');
    expect(await cache.get('a', load('reloaded'))).toBe('reloaded');
    expect(await cache.get('b', load('reloaded'))).toBe('user-2');
    expect(await cache.get('c', load('reloaded'))).toBe('reloaded');
  });

  it('a clock that goes back ends an entry, and the oldest entry goes when full', async () => {
    const { cache, load, advance } = cacheAt({ maxEntries: 2 });
    await cache.get('k', load('a'));
    advance(-1);
    expect(await cache.get('k', load('b'))).toBe('b');
    await cache.get('x', load('x'));
    await cache.get('y', load('y'));
    expect(await cache.get('k', load('c'))).toBe('c');
  });
});
