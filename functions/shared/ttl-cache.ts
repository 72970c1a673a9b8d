/**
 * A small per-instance (per Lambda container) read-through cache with a time limit, for answers
 * many callers ask for at once (the public class list, a video page, a session). Callers that ask
 * while a load is under way share that load instead of each sending their own request, and a
 * failed load is not kept. Entries are bounded in number (oldest dropped first), since some keys
 * come from the request (cursors, tokens).
 *
 * Each cache only sees the writes made in its own instance: the module that owns a cache evicts it
 * on every write it makes, and documents how long another instance may serve the old answer (the
 * cache's ttl).
 */
export interface TtlCacheOptions<V> {
  /** How long an answer is served after it was loaded. */
  ttlMs: number;
  maxEntries: number;
  /** Whether a loaded answer may be kept (e.g. not a "no session"); default: every answer. */
  keep?: (value: V) => boolean;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
  expiresAt: number;
  /** Set once the load has succeeded. */
  settled?: { value: V };
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  /** The cached answer for `key`, or `load()`'s (shared with every caller until it settles). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    // A clock that went back (tests step it) also ends an entry: its age is unknown.
    if (entry && entry.loadedAt <= now && now < entry.expiresAt) return entry.value;
    if (entry) this.entries.delete(key);
    const value = load();
    const fresh: Entry<V> = { value, loadedAt: now, expiresAt: now + this.options.ttlMs };
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, fresh);
    // An eviction while loading removes the entry itself, so an answer that may predate the write
    // is handed only to those who asked before it; the checks below never remove a newer entry.
    const drop = () => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    };
    value.then((loaded) => {
      if (this.options.keep && !this.options.keep(loaded)) drop();
      else fresh.settled = { value: loaded };
    }, drop);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every loaded entry for which `matches` is true, and every entry still loading (it may be one). */
  deleteWhere(matches: (key: K, value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (!entry.settled || matches(key, entry.settled.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
