import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url).pathname;
const sources = readdirSync(dir).filter((name) => name.endsWith('.py'));

/**
 * The studio's Python runs only in Blender, by hand, so nothing else would notice a module defining
 * a function twice: the later definition silently replaces the first for every caller, and shapes
 * rendered later fail (or differ) though the pictures committed before them still look right.
 */
describe("the studio's Python modules", () => {
  it.each(sources)('%s defines each top-level function once', (name) => {
    const defined = [...readFileSync(`${dir}${name}`, 'utf8').matchAll(/^def (\w+)\(/gm)].map((m) => m[1]);
    const twice = defined.filter((fn, i) => defined.indexOf(fn) !== i);
    expect(twice).toEqual([]);
  });
});
