import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlightThreshold, recolour } from './recolour.ts';
import { recolourOffThread } from './recolour-thread.ts';

describe('recolouring on its own thread', () => {
  it('answers each of several pictures asked at once with the pixels recolour gives', async () => {
    const pictures = [0, 1, 2, 3].map((seed) => {
      const lightness = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + seed * 31) % 256);
      return {
        rgb: Uint8Array.from([...lightness].flatMap((l) => [l, l, l])),
        mask: Uint8Array.from({ length: 4096 }, (_, i) => (i % 3 === 0 ? 0 : 255)),
        lightness,
        hex: ['1f1f1f', 'c2663f', 'd9c5a5', '3f7a50'][seed] as string,
      };
    });
    const answers = await Promise.all(
      pictures.map((p) => recolourOffThread(p, highlightThreshold(p.mask, p.lightness))),
    );
    answers.forEach((pixels, i) => {
      const p = pictures[i] as (typeof pictures)[number];
      expect(pixels).toEqual(recolour(p, highlightThreshold(p.mask, p.lightness)));
    });
  });

  it('lets a script that recoloured a picture end, and keeps it alive until the answer', () => {
    const script = `
      const { recolourOffThread } = await import(${JSON.stringify(new URL('./recolour-thread.ts', import.meta.url).href)});
      const input = { rgb: new Uint8Array(30), mask: new Uint8Array(10).fill(255), lightness: new Uint8Array(10), hex: '1f1f1f' };
      const pixels = await recolourOffThread(input, 100);
      console.log('recoloured', pixels.length);`;
    const file = join(mkdtempSync(join(tmpdir(), 'recolour-')), 'script.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stdout.trim()).toBe('recoloured 30');
    expect(run.status).toBe(0);
  });
});
