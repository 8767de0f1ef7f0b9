/**
 * The JavaScript a first visit to a route downloads, read from the client build's route manifest
 * (apps/web/build/client/assets/manifest-*.js): the client entry and the module and imports of every
 * route from the root down to the page. The manifest script itself is not fetched: with lazy route
 * discovery (React Router's default when rendering on the server) the page carries the manifest of
 * its own routes inline and asks for others as links need them. Sizes are gzip at level 9, as the
 * build's precompressed copies are served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const clientDir = (root: string) => join(root, 'apps/web/build/client');

export function readRouteManifest(root: string): Manifest {
  const assets = join(clientDir(root), 'assets');
  const name = readdirSync(assets).find((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (!name) throw new Error(`no route manifest in ${assets}: run 'npm run build'`);
  const source = readFileSync(join(assets, name), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as Manifest;
}

/** The scripts a first load of the route fetches (URLs under the client build). */
export function firstLoadScripts(root: string, routeId: string): string[] {
  const manifest = readRouteManifest(root);
  if (!manifest.routes[routeId]) throw new Error(`no route ${routeId} in the manifest`);
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) break;
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return [...files];
}

/** Gzipped bytes of the route's first-load scripts. */
export function firstLoadGzipBytes(root: string, routeId: string): number {
  return firstLoadScripts(root, routeId).reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(clientDir(root), file)), { level: 9 }).length,
    0,
  );
}

/** The routes the budgets and benchmarks speak of, as the manifest names them (Russian variant). */
export const PAGE_ROUTES = {
  home: 'MainIndex:ru',
  listing: 'CatalogIndex:ru',
  product: 'ProductIndex:ru',
  basket: 'BasketIndex:ru',
  checkout: 'BasketOrdersIndex:ru',
  login: 'LogInIndex:ru',
} as const;
