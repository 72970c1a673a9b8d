/**
 * A small per-instance (per Lambda container) read-through cache with a time limit, for answers
 * many callers ask for at once (the public class list, a video page, a session). Callers that ask
 * while a load is under way share that load instead of each sending their own request, and a
 * failed load is not kept. Entries are bounded in number (oldest dropped first), since some keys
 * come from the request (cursors, tokens).
 *
 * A key still in demand is refreshed ahead: in the last fifth of its ttl, the first caller starts a
 * new load in the background and everyone keeps getting the current answer until the new one is
 * in — so a busy key never makes a crowd wait for a reload. No answer is served longer than the
 * ttl after the read that produced it began.
 *
 * Each cache only sees the writes made in its own instance: the module that owns a cache evicts it
 * on every write it makes, and documents how long another instance may serve the old answer (the
 * cache's ttl).
 */
interface TtlCacheOptions<V> {
  /** How long an answer is served after its load began. */
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
  /** A refresh under way, and when it began. */
  refresh?: { value: Promise<V>; startedAt: number };
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
    if (entry && entry.loadedAt <= now && now < entry.expiresAt) {
      if (entry.settled && !entry.refresh && now >= entry.expiresAt - this.options.ttlMs / 5)
        this.refresh(key, entry, load, now);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    // An expired entry whose refresh is still under way hands it on rather than loading twice.
    const pending = entry?.refresh && entry.refresh.startedAt <= now ? entry.refresh : null;
    return this.store(key, pending ? pending.value : load(), pending ? pending.startedAt : now);
  }

  private store(key: K, value: Promise<V>, startedAt: number): Promise<V> {
    const fresh: Entry<V> = { value, loadedAt: startedAt, expiresAt: startedAt + this.options.ttlMs };
    if (!this.entries.has(key) && this.entries.size >= this.options.maxEntries) {
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

  private refresh(key: K, entry: Entry<V>, load: () => Promise<V>, now: number): void {
    const value = load();
    entry.refresh = { value, startedAt: now };
    value.then(
      () => {
        // Only if the entry is still the one refreshed: an eviction meanwhile wins.
        if (this.entries.get(key) === entry) void this.store(key, value, now);
      },
      () => {
        if (entry.refresh?.value === value) delete entry.refresh;
      },
    );
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every loaded entry for which `matches` is true, and every entry still loading (it may be one). */
  deleteWhere(matches: (key: K, value: V) => boolean): void {
    for (const [key, entry] of this.entries)
      if (!entry.settled || entry.refresh || matches(key, entry.settled.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
