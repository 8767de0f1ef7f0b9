import { defineConfig } from 'vitest/config';

const common = {
  setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { ...common, name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { ...common, name: 'web-host', include: ['packages/web-host/src/**/*.test.ts'] } },
      { test: { ...common, name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { ...common, name: 'studio', include: ['studio/**/*.test.ts'] } },
      {
        test: { ...common, name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: {
          ...common,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
