/**
 * The shapes of React Router's HTML that the host's rewrites rely on. A page without one of them is
 * still sent (as drawn, unrewritten: it works, only slower to paint or uncached), and the miss is
 * reported: counted, and logged the first time for each mark, so a React Router upgrade that
 * changes its output is seen at once instead of passing through silently.
 */
export type RewriteMark = 'module-script' | 'modulepreload' | 'inline-script-nonce' | 'shopper-slots';

/** What each mark is, for the log line. */
export const REWRITE_MARKS: Record<RewriteMark, string> = {
  'module-script': 'React Router’s <script … type="module" async=""> (the hydration rewrite defers it)',
  modulepreload: '<link rel="modulepreload" href="…"> before the module script (the hydration rewrite holds them back)',
  'inline-script-nonce':
    'inline <script nonce="…"> the render gave its nonce (the CSP hash rewrite allows them by hash)',
  'shopper-slots':
    "a shared render's pending shopper parts (apps/web shopper-splice.server.ts fills them for a browser without scripts)",
};

/** Counts the misses of each mark and reports the first of each. */
export class RewriteMisses {
  readonly counts: Record<RewriteMark, number> = {
    'module-script': 0,
    modulepreload: 0,
    'inline-script-nonce': 0,
    'shopper-slots': 0,
  };

  constructor(private readonly report: (message: string) => void) {}

  missed(mark: RewriteMark, url: string): void {
    this.counts[mark] += 1;
    if (this.counts[mark] === 1) {
      this.report(`The page rewrite no longer recognises React Router's output: no ${REWRITE_MARKS[mark]} in ${url}`);
    }
  }
}
