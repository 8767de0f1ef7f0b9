import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipOfParts } from './gzip-parts.ts';

const text = (s: string) => Buffer.from(s);
/** A page-like run: repeated markup with numbers, so it compresses as a page does. */
const run = (from: number, n: number) =>
  text(
    Array.from(
      { length: n },
      (_, i) => `<li class="card"><a href="/p/${from + i}/">Кастрюля ${from + i}</a></li>`,
    ).join(''),
  );

describe('a gzip answer of a page in parts', () => {
  it('unzips to the parts one after another: compressed runs, short stored parts, empty ones', () => {
    const parts = [run(0, 400), text('<b>5</b>'), text(''), run(400, 300), text('{"basket":{"1":2}}'), run(700, 50)];
    const zipped = gzipOfParts(parts);
    expect(gunzipSync(zipped).equals(Buffer.concat(parts))).toBe(true);
    // The runs are compressed: far smaller than the page.
    expect(zipped.length).toBeLessThan(Buffer.concat(parts).length / 4);
  });

  it('takes a part longer than a stored block can hold and a page of one part', () => {
    const long = text(`${'x'.repeat(700)}`);
    expect(gunzipSync(gzipOfParts([long, text('y'.repeat(70_000))])).toString()).toBe(
      `${'x'.repeat(700)}${'y'.repeat(70_000)}`,
    );
    expect(gunzipSync(gzipOfParts([run(0, 10)])).equals(run(0, 10))).toBe(true);
    expect(gunzipSync(gzipOfParts([])).length).toBe(0);
  });

  it('gives the same answer for a part given again as for a fresh copy of it', () => {
    const kept = run(0, 500);
    const first = gzipOfParts([kept, text('a')]);
    const again = gzipOfParts([kept, text('b')]);
    expect(gunzipSync(again).equals(Buffer.concat([kept, text('b')]))).toBe(true);
    expect(first.subarray(0, 100).equals(again.subarray(0, 100))).toBe(true);
    expect(gunzipSync(gzipOfParts([Buffer.from(kept), text('a')])).equals(gunzipSync(first))).toBe(true);
  });
});
