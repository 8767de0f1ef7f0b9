#!/usr/bin/env node
// The web's module boundaries (decision 012), checked on every `npm run lint`:
// - a feature (app/features/<name>) imports only its own folder, ui/, lib/ and packages;
// - ui/ and lib/ import only ui/, lib/ and packages;
// - a route (app/routes/<name>) does not import another route's folder.
// The shell (app/shell) and root.tsx compose features and are free to. Reads files only: fast, no network.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;}])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module paths a source text imports (comments are dropped first, strings kept). */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Where a file sits: its area (features, routes, shell, ui, lib or root) and, in features and routes, its folder. */
function placeOf(appRelative) {
  const [area, name, ...rest] = appRelative.split('/');
  if ((area === 'features' || area === 'routes') && rest.length > 0) return { area, name };
  if (area === 'shell' || area === 'ui' || area === 'lib') return { area, name: null };
  return { area: 'root', name: null };
}

/** Why an import of `target` from `source` (both relative to app/) breaks a boundary, or null. */
export function violation(source, target) {
  const from = placeOf(source);
  const to = placeOf(target);
  if (from.area === 'features') {
    if (to.area === 'features' && to.name === from.name) return null;
    if (to.area === 'ui' || to.area === 'lib') return null;
    return `feature '${from.name}' may import only its own folder, ui/ and lib/, not ${target}`;
  }
  if (from.area === 'ui' || from.area === 'lib') {
    if (to.area === 'ui' || to.area === 'lib') return null;
    return `${from.area}/ may import only ui/ and lib/, not ${target}`;
  }
  if (from.area === 'routes' && to.area === 'routes' && to.name !== from.name) {
    return `route '${from.name}' may not import another route's module ${target}`;
  }
  return null;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every boundary broken under `appDir`, as 'file: reason' lines. */
export function checkBoundaries(appDir) {
  const problems = [];
  for (const file of sourceFiles(appDir)) {
    const source = relative(appDir, file).split(sep).join('/');
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = relative(appDir, resolve(dirname(file), spec))
        .split(sep)
        .join('/');
      const reason = violation(source, target);
      if (reason) problems.push(`${source}: ${reason}`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/app');
  const problems = checkBoundaries(appDir);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`check-boundaries: ${problems.length} import(s) cross a module boundary (docs/decisions/012)`);
    process.exit(1);
  }
  console.log('check-boundaries: web modules keep their boundaries');
}
