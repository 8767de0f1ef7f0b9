/** axe-core in an open page: the WCAG 2.2 A and AA rules, contrast included. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe on the open page; evaluated through the driver, so the page's nonce-based CSP does not block it. */
export async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog still fading in has its colours blended with the page's: contrast is measured once it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  // What the page skips until it nears the screen (`content-visibility: auto`) has no layout yet, so axe
  // would measure its buttons as zero-sized: everything is drawn first, as scrolling down would draw it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
  const found = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) })),
    TAGS,
  );
  return found.map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 3).map(String).join(' | ')}`);
}
