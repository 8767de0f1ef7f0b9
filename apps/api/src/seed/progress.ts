/**
 * What a first start prints while it seeds: the demo catalogue takes a minute or more, and a silent
 * terminal looks hung. On a terminal one line is redrawn as a bar; in a log (no TTY) a plain line is
 * written at most every `intervalMs`, and always for the last product and each later step.
 */
import type { CatalogBuildStep } from '../modules/catalog/catalog-refresh.ts';

/**
 * What `seedDatabase` reports as it goes: products after each chunk written, then its last steps;
 * building the search index on several connections, the words learnt and each range of products built.
 */
export type SeedProgress =
  | { step: 'products'; done: number; total: number }
  | { step: 'content' | 'indexes' | 'search-index' | 'statistics' }
  | CatalogBuildStep;

const STEP_TEXT = {
  content: 'writing the content pages',
  indexes: 'building the indexes of the products, SKUs, prices and stock',
  'search-index': 'building the search index',
  statistics: 'gathering table statistics',
} as const;

const BAR_WIDTH = 24;
const count = (n: number) => n.toLocaleString('en-US');

const seconds = (s: number) => `${s.toFixed(1)} s`;

/** `[██████░░░…] 3,000 of 6,000 products` on a terminal, `3,000 of 6,000 products (50%)` in a log. */
export function progressText(event: SeedProgress, bar: boolean): string {
  if (event.step === 'words') return `${count(event.words)} Kazakh words learnt in ${seconds(event.seconds)}`;
  if (event.step === 'range') {
    const { products, cityStock, words } = event.statements;
    return `products ${count(event.from)}–${count(event.to)} built in ${seconds(event.seconds)} (catalogue rows ${seconds(products)}, shop stock ${seconds(cityStock)}, words ${seconds(words)})`;
  }
  if (event.step !== 'products') return `${STEP_TEXT[event.step]}…`;
  const share = event.total > 0 ? Math.min(1, event.done / event.total) : 1;
  const amount = `${count(event.done)} of ${count(event.total)} products`;
  if (!bar) return `${amount} (${Math.floor(share * 100)}%)`;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${amount}`;
}

export interface ProgressOutput {
  write(text: string): void;
  /** A terminal: lines are redrawn in place. */
  isTTY: boolean;
  now(): number;
}

/** A `SeedProgress` listener that prints `label: …` lines to `out`, throttled when not on a terminal. */
export function seedProgressPrinter(
  out: ProgressOutput,
  label: string,
  intervalMs = 5000,
): (event: SeedProgress) => void {
  let lastLineAt = Number.NEGATIVE_INFINITY;
  return (event) => {
    const line = `${label}: ${progressText(event, out.isTTY)}`;
    const lineDone = event.step !== 'products' || event.done >= event.total;
    if (out.isTTY) {
      // \r redraws the bar in place; \x1b[K clears what a longer line before it left behind.
      out.write(`${event.step === 'products' ? '\r' : ''}${line}\x1b[K${lineDone ? '\n' : ''}`);
      return;
    }
    if (!lineDone && out.now() - lastLineAt < intervalMs) return;
    lastLineAt = out.now();
    out.write(`${line}\n`);
  };
}
