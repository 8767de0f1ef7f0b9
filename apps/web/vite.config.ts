import { createRequire } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), buildManifest()],
  ...(command === 'build'
    ? {
        resolve: { alias: reactRouterProduction },
        // The server bundle carries React and React Router in their production builds, chosen at
        // build time: the compiled server renders with them however NODE_ENV is set when it runs.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: ['react', 'react-dom', 'react-router', 'scheduler', 'set-cookie-parser', 'cookie'] },
      }
    : {}),
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false, xfwd: true }])),
  },
}));
