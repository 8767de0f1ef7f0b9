/**
 * Feeds are made at most once per catalogue version: the first request after a change writes the
 * feed, gzipped, to a file named by its format, variant, origin and version (under DATA_DIR/feeds);
 * later requests, and concurrent ones, get that file. A process finding a file another one wrote
 * for the same version uses it. Files of older versions are removed once a newer one is written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** Format, variant and origin combinations kept at once (each origin a request may name is one). */
const MAX_KEYS = 12;

export class FeedCache {
  private readonly entries = new Map<string, { version: number; file: Promise<string> }>();

  constructor(private readonly dir: string) {}

  /** The cache key of a feed: origins are hashed, as a request's host may hold anything. */
  static key(format: string, variant: string, origin: string): string {
    return `${format}-${variant}-${createHash('sha1').update(origin).digest('hex').slice(0, 12)}`;
  }

  /** The gzipped feed of `key` at `version`, written by `build` unless this or another process already has. */
  file(key: string, version: number, build: () => AsyncIterable<string>): Promise<string> {
    const known = this.entries.get(key);
    if (known && known.version === version) {
      // Most recently used last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.file;
    }
    const target = join(this.dir, `${key}-v${version}.xml.gz`);
    const file = existsSync(target) ? Promise.resolve(target) : this.write(key, version, target, build);
    const entry = { version, file };
    this.entries.delete(key);
    this.entries.set(key, entry);
    file.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const old of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(old);
    }
    return file;
  }

  private async write(
    key: string,
    version: number,
    target: string,
    build: () => AsyncIterable<string>,
  ): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    // A private name until complete: a reader never sees half a feed, and processes never share one.
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(Readable.from(build()), createGzip(), createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    const stale = (await readdir(this.dir)).filter((name) => {
      const older = name.startsWith(`${key}-v`) ? /^(\d+)\.xml\.gz$/.exec(name.slice(key.length + 2)) : null;
      return older !== null && Number(older[1]) < version;
    });
    // A file being sent stays readable after its name is gone.
    await Promise.all(stale.map((name) => unlink(join(this.dir, name)).catch(() => {})));
    return target;
  }
}
