#!/usr/bin/env node
// Module boundaries, checked on every `npm run lint`. Reads files only: fast, no network.
// The web (decision 012):
// - a feature (app/features/<name>) imports only its own folder, ui/, lib/ and packages;
// - ui/ and lib/ import only ui/, lib/ and packages;
// - a route (app/routes/<name>) does not import another route's folder.
// The shell (app/shell) and root.tsx compose features and are free to.
// The API (decision 016): no import from a lower layer of API_LAYERS to a higher one, no cycle between
// folders and none between files, type-only imports and re-exports counted like any other.
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

/** `path` relative to `dir`, with forward slashes. */
const relativeTo = (dir, path) => relative(dir, path).split(sep).join('/');

/** Every boundary broken under `appDir`, as 'file: reason' lines. */
export function checkBoundaries(appDir) {
  const problems = [];
  for (const file of sourceFiles(appDir)) {
    const source = relativeTo(appDir, file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = relativeTo(appDir, resolve(dirname(file), spec));
      const reason = violation(source, target);
      if (reason) problems.push(`${source}: ${reason}`);
    }
  }
  return problems;
}

/**
 * The API's layers, bottom to top: a file may import its own layer and those below, never one above.
 * A file's layer is that of the longest path in this table naming it (a folder ends in '/').
 */
export const API_LAYERS = [
  {
    layer: 'platform',
    paths: [
      'config.ts',
      'errors.ts',
      'db/',
      'lib/',
      'plugins/',
      'providers/',
      'jobs/',
      'observability/',
      // Seed data the shop shows as it is (info pages).
      'seed/data/info-texts.ts',
    ],
  },
  {
    layer: 'foundation',
    paths: [
      'plugins/session.ts',
      'plugins/access.ts',
      'modules/identity/',
      'modules/audit/',
      'modules/i18n/',
      'modules/captcha/',
      'modules/messages/',
      'modules/notices/',
    ],
  },
  { layer: 'features', paths: ['modules/'] },
  {
    layer: 'compositions',
    paths: [
      'modules/layout/',
      'app.ts',
      'periodic-jobs.ts',
      'server.ts',
      'start-server.ts',
      'cluster.ts',
      'cluster-processes.ts',
      'web/',
      'seed/',
      'migrate.ts',
      'db-backup.ts',
      'db-restore.ts',
      'cache-warm.ts',
      'openapi-types.ts',
    ],
  },
];

/** The index of `file`'s layer in `layers`, or -1 when no entry names it. */
export function layerOf(file, layers = API_LAYERS) {
  let best = { length: -1, index: -1 };
  layers.forEach(({ paths }, index) => {
    for (const path of paths) {
      const names = path.endsWith('/') ? file.startsWith(path) : file === path;
      if (names && path.length > best.length) best = { length: path.length, index };
    }
  });
  return best.index;
}

/** The folder a file belongs to for the cycle rule: modules/<name>, providers/<name>, another top folder, or itself. */
export function folderOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  if ((parts[0] === 'modules' || parts[0] === 'providers') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Production files only: tests and their support files sit above everything they test. */
const isProduction = (file) => !/\.test(-support)?\.ts$/.test(file) && !file.startsWith('test/');

/** Every production file under `srcDir` and the production files it imports, all relative to `srcDir`. */
function importGraph(srcDir) {
  const files = [...sourceFiles(srcDir)].map((f) => relativeTo(srcDir, f)).filter(isProduction);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of importsOf(readFileSync(join(srcDir, file), 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = relativeTo(srcDir, resolve(srcDir, dirname(file), spec));
      const found = [target, `${target}.ts`, `${target}/index.ts`].find((t) => known.has(t));
      if (found && found !== file) targets.add(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected parts of more than one node of a graph (Tarjan), each sorted. */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const parts = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const part = stack.splice(stack.indexOf(node));
      if (part.length > 1) parts.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return parts.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Every layer or cycle rule the API under `srcDir` breaks, as readable lines. */
export function checkApiLayers(srcDir, layers = API_LAYERS) {
  const problems = [];
  const graph = importGraph(srcDir);
  const folders = new Map();
  /** One file import per folder arrow, to show where an arrow comes from. */
  const witness = new Map();
  for (const [file, targets] of graph) {
    const from = layerOf(file, layers);
    if (from < 0) problems.push(`${file}: in no layer of the API table`);
    const folder = folderOf(file);
    if (!folders.has(folder)) folders.set(folder, new Set());
    for (const target of targets) {
      const to = layerOf(target, layers);
      if (from >= 0 && to > from) {
        problems.push(`${file}: ${layers[from].layer} may not import ${layers[to].layer} (${target})`);
      }
      const targetFolder = folderOf(target);
      if (targetFolder === folder) continue;
      folders.get(folder).add(targetFolder);
      if (!witness.has(`${folder} ${targetFolder}`)) witness.set(`${folder} ${targetFolder}`, `${file} → ${target}`);
    }
  }
  for (const part of cyclesOf(folders)) {
    const arrows = part.flatMap((a) => part.map((b) => witness.get(`${a} ${b}`)).filter(Boolean));
    problems.push(`folder cycle: ${part.join(', ')}, by\n    ${arrows.join('\n    ')}`);
  }
  for (const part of cyclesOf(graph)) problems.push(`file cycle: ${part.join(', ')}`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const web = checkBoundaries(join(repo, 'apps/web/app'));
  const api = checkApiLayers(join(repo, 'apps/api/src'));
  for (const p of web) console.error(`apps/web/app/${p}`);
  for (const p of api) console.error(`apps/api/src: ${p}`);
  if (web.length) console.error(`check-boundaries: ${web.length} web import(s) cross a module boundary (decision 012)`);
  if (api.length) console.error(`check-boundaries: ${api.length} API layer or cycle problem(s) (decision 016)`);
  if (web.length || api.length) process.exit(1);
  console.log('check-boundaries: web modules keep their boundaries; API layers hold, with no import cycle');
}
