/**
 * Screenshot baselines: a screenshot is compared with the committed PNG of the same name, and
 * written in its place when UPDATE_VISUALS=1. Baselines belong to one Chromium build (fonts and
 * antialiasing differ between builds): under another build the comparison is skipped, not failed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINE_DIR = new URL('../visual/', import.meta.url).pathname;
/** Where a failed comparison leaves the new screenshot and the difference (ignored by git). */
export const FAILURE_DIR = join(BASELINE_DIR, '.failures');
const BROWSER_FILE = join(BASELINE_DIR, 'browser.json');

export const updating = () => process.env.UPDATE_VISUALS === '1';

/** Differing pixels allowed, as a share of the image: room for subpixel text shifts, not for a moved block. */
export const TOLERANCE = 0.002;

export function baselineBrowser(): string | null {
  if (!existsSync(BROWSER_FILE)) return null;
  return (JSON.parse(readFileSync(BROWSER_FILE, 'utf8')) as { chromium: string }).chromium;
}

export function recordBrowser(version: string): void {
  mkdirSync(BASELINE_DIR, { recursive: true });
  writeFileSync(BROWSER_FILE, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
}

export interface Comparison {
  name: string;
  /** Null when the screenshot matches (or became the baseline); else what differs. */
  problem: string | null;
}

/** Compares a screenshot with its baseline, or stores it as the baseline when updating. */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const file = join(BASELINE_DIR, `${name}.png`);
  if (updating()) {
    writeFileSync(file, screenshot);
    return { name, problem: null };
  }
  if (!existsSync(file)) return { name, problem: 'no baseline (run npm run test:visual:update)' };
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(screenshot);
  const keep = () => {
    mkdirSync(FAILURE_DIR, { recursive: true });
    writeFileSync(join(FAILURE_DIR, `${name}.actual.png`), screenshot);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keep();
    return {
      name,
      problem: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = differing / (actual.width * actual.height);
  if (share <= TOLERANCE) return { name, problem: null };
  keep();
  writeFileSync(join(FAILURE_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  return { name, problem: `${(share * 100).toFixed(2)}% of pixels differ (see ${FAILURE_DIR})` };
}
