/**
 * The production build as an operator deploys it: plain JavaScript that needs only the production
 * dependencies (`npm ci --omit=dev`: no tsx, vite or TypeScript at run time). The server the other
 * end-to-end tests use is this build (support/server.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** Packages the production install has: the workspaces' dependencies (not devDependencies). */
const productionPackages = new Set(
  ['apps/api', 'apps/web', 'packages/domain'].flatMap((ws) =>
    Object.keys(readJson(`${ws}/package.json`).dependencies ?? {}),
  ),
);

/** Bare package names a built file imports: import/export statements, side-effect and dynamic imports. */
function importedPackages(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const patterns = [
    /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm,
    /^import\s*"([^"]+)"/gm,
    /\bimport\(\s*"([^"]+)"\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? ''))
    .filter((s) => !/^[./]/.test(s) && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0] ?? ''))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const builtFiles = [
  ...readdirSync(join(root, 'apps/api/dist/bin'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(root, 'apps/api/dist/bin', f)),
  join(root, 'apps/web/build/server/index.js'),
];

describe('production build', () => {
  it('has the API and its migration command as JavaScript bundles', () => {
    const names = builtFiles.map((f) => f.slice(root.length));
    expect(names).toEqual(expect.arrayContaining(['apps/api/dist/bin/server.js', 'apps/api/dist/bin/migrate.js']));
  });

  it('imports only production dependencies and no TypeScript', () => {
    for (const file of builtFiles) {
      const outside = importedPackages(file).filter((name) => !productionPackages.has(name));
      expect(outside, file).toEqual([]);
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/^import\b[^;]*\.tsx?"/m);
    }
  });

  it('is never built by npm start in production: it stops with the command to run', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs', 'not-built'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("apps/api/dist/bin/not-built.js missing): run 'npm run build'");
  });
});
