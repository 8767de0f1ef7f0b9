/**
 * A small in-process cache of serialised answers with a time limit and a size bound (oldest out
 * first). Listings for anonymous shoppers are the same for everyone with the same variant,
 * language and query, so a few seconds of reuse spare the work of faceting on hot pages. A hit
 * can be sent gzipped: the answer is compressed once, on its first hit, not on every request. An
 * answer may keep a note of what its route needs again on a hit (the search it stands for).
 */
import { gzipSync } from 'node:zlib';

export class CachedAnswer<Note = undefined> {
  private gzip?: Buffer;

  constructor(
    readonly body: string,
    readonly expires: number,
    readonly note?: Note,
    /** What the answer was drawn from (its surrogate keys): a `drop` of one of them drops it. */
    readonly tags: readonly string[] = [],
  ) {}

  gzipped(): Buffer {
    this.gzip ??= gzipSync(this.body);
    return this.gzip;
  }
}

export class ResponseCache<Note = undefined> {
  private readonly entries = new Map<string, CachedAnswer<Note>>();
  /** Counts the clears: an answer worked out before one is not stored after it. */
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** Told how each lookup went (the process's metrics). */
    private readonly looked: (outcome: 'hit' | 'stale' | 'miss') => void = () => {},
  ) {}

  get(key: string): CachedAnswer<Note> | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.looked('miss');
      return undefined;
    }
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      this.looked('stale');
      return undefined;
    }
    this.looked('hit');
    return hit;
  }

  /** Where the cache is in its clears; `set` takes it from before the answer was worked out. */
  get generation(): number {
    return this.clears;
  }

  set(key: string, body: string, generation = this.clears, note?: Note, tags?: readonly string[]): void {
    if (this.ttlMs <= 0 || generation !== this.clears) return;
    this.entries.delete(key);
    this.entries.set(key, new CachedAnswer(body, this.now() + this.ttlMs, note, tags));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }

  /**
   * Drops the answers tagged with any of `tags` and keeps the rest. An answer being worked out is not
   * stored after it, whatever its tags (its tags are known only once it is): as after a clear.
   */
  drop(tags: Iterable<string>): void {
    this.clears += 1;
    const dropped = new Set(tags);
    for (const [key, answer] of this.entries) {
      if (answer.tags.some((tag) => dropped.has(tag))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
