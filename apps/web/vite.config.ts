import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/** In development the API runs as its own process; the dev server forwards API and image calls to it. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';
const proxied = ['/api', '/kz/api', '/ae/api', '/images'];

/**
 * React Router's package exports point at its development build whatever NODE_ENV says; the build
 * takes its production build (same API, no development warnings) by file.
 */
const reactRouterDist = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development\/index\.m?js$/, 'production/');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * One id per build: pages carry it (import.meta.env.VITE_BUILD_ID) and the client build writes it
 * to build.json (the domain's BUILD_MANIFEST_PATH, which Node cannot import here from TypeScript);
 * open pages poll it to learn of a newer deploy (app/shell/build-check.tsx). Kept in the
 * environment so the client and server builds of one run share it.
 */
process.env.VITE_BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const BUILD_ID = process.env.VITE_BUILD_ID;

function buildManifest(): Plugin {
  let ssr = false;
  return {
    name: 'build-manifest',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr)
        this.emitFile({
          type: 'asset',
          fileName: 'build.json',
          source: JSON.stringify({ id: BUILD_ID }),
        });
    },
  };
}

/**
 * App modules every page runs: those the root route reaches by static imports (React Router's client
 * route module, root.tsx?__react-router-build-client-route, and root.tsx itself), once per build.
 * A module the shell itself imports dynamically stays out, with what only it reaches: its static
 * import is the server render's (the footer: shell/main-layout.tsx), the browser fetches it later.
 */
const shellModules = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>();

function shellChunks({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Map<string, string> {
  const cached = shellModules.get(getModuleInfo);
  if (cached) return cached;
  const roots = [...getModuleIds()].filter((id) => /\/app\/root\.tsx(\?|$)/.test(id));
  const walk = (skip: (id: string) => boolean) => {
    const reached = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id) || id.includes('/node_modules/') || skip(id)) continue;
      reached.add(id);
      pending.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  };
  const everything = walk(() => false);
  const later = (id: string) => (getModuleInfo(id)?.dynamicImporters ?? []).some((by) => everything.has(by));
  const reached = walk(later);
  const chunks = new Map<string, string>([...reached].map((id) => [id, 'shell']));
  // Each such module is a chunk of its own (Rollup would otherwise pull it into the shell with the
  // static imports of the shell's modules), and takes along what only it imports; what pages import
  // too stays in the shell, as it was.
  const laterOnly = new Set([...everything].filter((id) => !reached.has(id)));
  for (const id of laterOnly) {
    if (later(id)) chunks.set(id, basename(id).replace(/\.tsx?$/, ''));
    else if (!(getModuleInfo(id)?.importers ?? []).every((by) => laterOnly.has(by))) chunks.set(id, 'shell');
  }
  shellModules.set(getModuleInfo, chunks);
  return chunks;
}

/**
 * The root's app code came in some 35 small chunks, each with its own imports and exports: as one
 * chunk it compresses better and is one request (8 KB gzip less on every page). Vendor code keeps
 * Rollup's own splitting and routes their own chunks; merging small chunks or sharing them by route
 * made pages heavier.
 */
const clientOutput = {
  manualChunks: (id: string, meta: Rollup.ManualChunkMeta) => shellChunks(meta).get(id),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), buildManifest()],
  ...(command === 'build'
    ? {
        resolve: { alias: reactRouterProduction },
        // The server bundle carries React and React Router in their production builds, chosen at
        // build time: the compiled server renders with them however NODE_ENV is set when it runs.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: ['react', 'react-dom', 'react-router', 'scheduler', 'set-cookie-parser', 'cookie'] },
        // The browser's code minified by terser (three passes): 4 KB gzip less per page than esbuild.
        build: isSsrBuild
          ? {}
          : {
              minify: 'terser' as const,
              terserOptions: { ecma: 2020 as const, compress: { passes: 3 }, format: { comments: false } },
              rollupOptions: { output: clientOutput },
            },
      }
    : {}),
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false, xfwd: true }])),
  },
}));
