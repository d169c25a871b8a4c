// The one helper behind the server's time-limited caches (issue 26 item 3): live sessions (http/auth.ts), the
// technical-mode flag (settings.service.ts) and the cached tables' versions (db/row-cache.ts). An entry is trusted for
// `ttlMs`, so another server process's change is seen within it; `forget` drops every entry at once for this process's
// own changes, and a value whose load overlapped a forget is returned but not kept (it may predate the change).

export type ExpiringCacheOptions = {
  /** How long an entry is trusted; Infinity keeps it until `forget`. */
  ttlMs: number;
  /** A bound on memory: past it every entry is dropped and loaded again. */
  maxEntries: number;
};

export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private generation = 0;

  constructor(private readonly options: ExpiringCacheOptions) {}

  /** The entry of `key` while it is fresh, else what `load` finds; null and undefined are never kept. */
  async get(key: K, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.until > performance.now()) return entry.value;
    const seen = this.generation;
    const value = await load();
    if (value !== null && value !== undefined && seen === this.generation) {
      if (this.entries.size >= this.options.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: performance.now() + this.options.ttlMs });
    }
    return value;
  }

  /** Drops every entry; call it after committing a change the entries may describe. */
  forget(): void {
    this.entries.clear();
    this.generation += 1;
  }
}
