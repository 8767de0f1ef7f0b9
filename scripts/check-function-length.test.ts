import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { checkFunctionLength, longFunctions } from './check-function-length.mjs';

let dir = '';

/** A throwaway repository holding the given files. */
function repo(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'function-length-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** `n` lines of statements. */
const lines = (n: number, line = 'work();') => Array.from({ length: n }, () => `  ${line}`).join('\n');

const repoRoot = new URL('..', import.meta.url).pathname;

describe('function length', () => {
  // Parses every source file: seconds on a quiet machine, over the default limit on a busy one.
  it('holds in the repository as it is', { timeout: 120_000 }, () => {
    expect(checkFunctionLength(repoRoot)).toEqual([]);
  });

  it('names each kind of function over the limit, with where it starts and its length', () => {
    const text = [
      `function declared() {\n${lines(4)}\n}`,
      `const Arrow = () => {\n${lines(4)}\n};`,
      `class Job {\n  run() {\n${lines(4)}\n  }\n}`,
      `export default function () {\n${lines(4)}\n}`,
      `const fits = () => {\n${lines(2)}\n};`,
    ].join('\n');
    expect(longFunctions(text, 'a.tsx', 5)).toEqual([
      { name: 'declared', lines: 6, line: 1 },
      { name: 'Arrow', lines: 6, line: 7 },
      { name: 'run', lines: 6, line: 14 },
      { name: '(anonymous)', lines: 6, line: 21 },
    ]);
  });

  it('counts a nested function inside its parent and on its own', () => {
    const text = `function outer() {\n  const inner = () => {\n${lines(6)}\n  };\n}`;
    expect(longFunctions(text, 'a.ts', 5).map((found: { name: string }) => found.name)).toEqual(['outer', 'inner']);
  });

  it('exempts a route plugin that only declares routes, but not the handlers in it', () => {
    const plugin = (extra: string) =>
      [
        'export const routes = async (app, { db }) => {',
        "  declareAccess(app, 'staff');",
        "  const tags = ['staff'];",
        `  app.get('/a', {}, async () => {\n${lines(9)}\n  });`,
        `  for (const route of list) {\n    app.post(route.url, {}, handler);\n  }`,
        `  await app.register(other);${extra}`,
        lines(6, "app.get('/b', {}, read);"),
        '};',
      ].join('\n');
    expect(longFunctions(plugin(''), 'modules/x/x.routes.ts', 10)).toEqual([
      { name: '(callback of app.get)', lines: 11, line: 4 },
    ]);
    expect(longFunctions(plugin(''), 'modules/x/x.staff-routes.ts', 10)).toHaveLength(1);
    // A branch makes it logic; outside a route file the same function is just long.
    expect(longFunctions(plugin('\n  if (db) app.get("/c", {}, read);'), 'modules/x/x.routes.ts', 10)).toHaveLength(2);
    expect(longFunctions(plugin(''), 'modules/x/x.ts', 10)).toHaveLength(2);
  });

  it('looks at apps and packages sources, not at tests, seed data or other folders', () => {
    const long = `export function long() {\n${lines(160)}\n}\n`;
    const root = repo({
      'apps/web/app/routes/page.tsx': long,
      'apps/api/src/modules/job.ts': long,
      'packages/domain/src/rule.ts': long,
      'apps/api/src/modules/job.test.ts': long,
      'apps/web/app/routes/page.test.tsx': long,
      'apps/api/src/test/fixtures.ts': long,
      'apps/api/src/seed/products.ts': long,
      'bench/run.ts': long,
      'apps/web/app/routes/short.tsx': 'export const short = () => 1;\n',
    });
    expect(checkFunctionLength(root)).toEqual([
      'apps/api/src/modules/job.ts:1 long (162 lines)',
      'apps/web/app/routes/page.tsx:1 long (162 lines)',
      'packages/domain/src/rule.ts:1 long (162 lines)',
    ]);
    expect(checkFunctionLength(root, 200)).toEqual([]);
  });
});
