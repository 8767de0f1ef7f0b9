import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isVisual = (spec: TestSpecification) => spec.moduleId.endsWith('/visual.test.ts');

/**
 * The visual suite runs first, on the data its baselines were recorded on: later suites place orders,
 * publish reviews and change stock, which reorders listings and search results.
 */
class VisualFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isVisual), ...sorted.filter((spec) => !isVisual(spec))];
  }
}

/** Browser tests against the production server in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // A busy machine answers slower than a shopper's: what the page shows is awaited up to 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: VisualFirst },
  },
});
