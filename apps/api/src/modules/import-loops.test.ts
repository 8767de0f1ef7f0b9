/**
 * No runtime import loops between the API's modules and providers: a loop makes load order decide
 * what is undefined at start-up, and is how one module's internals become another's. Type-only
 * imports vanish at run time and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders whose files may not import each other in a loop. */
const SCANNED = ['modules', 'providers'];
const VALUE_IMPORT = /^(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test') ? [path] : [];
  });
}

function importLoops(): string[] {
  const files = new Set(SCANNED.flatMap((folder) => sourceFiles(join(root, folder))));
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((m) => resolve(dirname(file), m[1]!));
    imports.set(
      file,
      targets.filter((target) => files.has(target)),
    );
  }
  const loops: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const target of imports.get(file) ?? []) {
      const at = path.indexOf(target);
      if (at >= 0) loops.push([...path.slice(at), target].map((f) => relative(root, f)).join(' → '));
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return loops;
}

it('has no import loops between module and provider files', () => {
  expect(importLoops()).toEqual([]);
});
