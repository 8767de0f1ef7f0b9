/**
 * The shared page cache for guests: a page requested without a session cookie is the same for every
 * guest with the same address, variant, language and display cookies (the shop's own, constants.ts), so it is rendered once per
 * short time limit and served from memory in between. Least recently used pages go first when the
 * cache outgrows its byte bound.
 *
 * What never goes in: a request with a session (the layout carries that shopper's basket,
 * favourites and name), a route outside the guest-cacheable list (routes.ts `guestCache`), an answer
 * other than 200 or one that sets a cookie. The one exception, kept under keys of their own: the
 * shared render of a session's city, with no one's data in it, for browsers that run the shop's
 * scripts and fill the shopper's parts in themselves (page-keys.ts `sharedSessionPage`). What is kept
 * of a page, and the policy its answers carry in place of a nonce: cached-page.ts.
 */
import { namesCatalogueItems } from '@storefront/domain/http-cache';
import type { CachedPage } from './cached-page.ts';

interface Entry {
  page: CachedPage;
  expires: number;
  bytes: number;
  /** The surrogate keys of what the page shows (shared-page.ts); null: not known (a shared render). */
  keys: readonly string[] | null;
}

/** Drops remembered, so a render begun before one can tell whether it touched it. */
const DROPS_REMEMBERED = 64;

/** Whether a page with `keys` outlives a drop of `dropped` (null: everything): it names its items and none of them. */
function outlives(keys: readonly string[] | null, dropped: ReadonlySet<string> | null): boolean {
  if (dropped === null || keys === null || !namesCatalogueItems(keys)) return false;
  return !keys.some((key) => dropped.has(key));
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts the clears and drops: a render begun before one is not stored after it, unless it outlives it. */
  private clears = 0;
  /** The last drops, the one that made generation `clears - 1` last: null for a clear. */
  private readonly drops: (ReadonlySet<string> | null)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /** The page while within its time limit. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    // An expired page stays (in its place for eviction) until its re-render replaces it: see `previous`.
    if (!entry || entry.expires <= this.now()) return undefined;
    this.entries.delete(key);
    // Most recently used last: eviction takes from the front.
    this.entries.set(key, entry);
    return entry.page;
  }

  /** The page kept for this key, expired or not: a re-render reuses its compression when the bytes are the same. */
  previous(key: string): CachedPage | undefined {
    return this.entries.get(key)?.page;
  }

  /** Where the cache is in its clears; `set` takes it from before the page's render. */
  get generation(): number {
    return this.clears;
  }

  /**
   * Whether a page rendered from `generation` on, showing `keys`, is still as the catalogue and content
   * are: nothing was cleared since, and every drop since leaves it (it names its items, none dropped).
   */
  fresh(generation: number, keys: readonly string[] | null = null): boolean {
    const since = this.clears - generation;
    if (since === 0) return true;
    if (since < 0 || since > this.drops.length) return false;
    return this.drops.slice(-since).every((dropped) => outlives(keys, dropped));
  }

  /** Keeps a page rendered from `generation` on, unless a clear or a drop of what it shows came since. */
  set(key: string, page: CachedPage, generation = this.clears, keys: readonly string[] | null = null): void {
    if (!this.enabled || !this.fresh(generation, keys)) return;
    // The densest brotli that may replace `br` later is smaller than it.
    const bytes = page.body.length + page.gzip.length + page.br.length + key.length * 2 + 512;
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs, bytes, keys });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Drops every page: the catalogue or the content changed. */
  clear(): void {
    this.remember(null);
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Drops the pages a change of some products made stale (`keys`: http-cache.ts `productChangeKeys`):
   * those showing one of them, and every page that does not name the catalogue items it shows (the
   * home page, content pages, shared renders). Pages of other products and categories stay.
   */
  drop(keys: Iterable<string>): void {
    const dropped = new Set(keys);
    this.remember(dropped);
    for (const [key, entry] of this.entries) if (!outlives(entry.keys, dropped)) this.delete(key);
  }

  private remember(dropped: ReadonlySet<string> | null): void {
    this.clears += 1;
    this.drops.push(dropped);
    if (this.drops.length > DROPS_REMEMBERED) this.drops.shift();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Approximate memory held, in bytes. */
  get heldBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Guest renders under way, by cache key: when a page expires under a burst of guests, the others
 * wait for the one render instead of each starting its own.
 */
export class RendersInFlight {
  private readonly renders = new Map<string, Promise<CachedPage | undefined>>();

  /** The render of this key under way, if any: it gives the page, or nothing when it was not shareable. */
  wait(key: string): Promise<CachedPage | undefined> | undefined {
    return this.renders.get(key);
  }

  /** Marks a render of this key as started; the function returned ends it (once; later calls do nothing). */
  start(key: string): (page?: CachedPage) => void {
    let settle: (page?: CachedPage) => void = () => {};
    const render = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    this.renders.set(key, render);
    let done = false;
    return (page) => {
      if (done) return;
      done = true;
      if (this.renders.get(key) === render) this.renders.delete(key);
      settle(page);
    };
  }
}

/** Whether a rendered answer may be kept for other guests: a complete 200 that sets no cookie. */
export function isShareable(response: { status: number; headers: Headers }): boolean {
  return response.status === 200 && !response.headers.has('set-cookie');
}

/**
 * Whether a guest's redirect may be kept by a cache in front, as the page of its address would be: one
 * that names where to go and sets no cookie. A search naming a brand or an article, a moved category or a
 * listing's canonical address is the same for every guest asking that address.
 */
export function isShareableRedirect(response: { status: number; headers: Headers }): boolean {
  return (
    [301, 302, 307, 308].includes(response.status) &&
    response.headers.has('location') &&
    !response.headers.has('set-cookie')
  );
}
