// `npm run build -w apps/api`: bundles the API's entry points to plain JavaScript for `npm start`
// (decision 011). The workspace packages' TypeScript (@storefront/domain, @storefront/web-host) is
// bundled in; every other package stays an import from node_modules, so `npm ci --omit=dev` has all
// the bundle needs.
//
// The bundles live two folders below apps/api (dist/bin/), as src/db/client.ts does: it finds the
// migrations at ../../drizzle from either place.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./dist/bin/', import.meta.url).pathname;
rmSync(new URL('./dist/', import.meta.url), { recursive: true, force: true });

/** node_modules packages (not our workspaces, whose exports point at TypeScript) stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    cluster: 'src/cluster.ts',
    migrate: 'src/migrate.ts',
    'db-backup': 'src/db-backup.ts',
    'db-restore': 'src/db-restore.ts',
    'cache-warm': 'src/cache-warm.ts',
    // The facet index's full builds run in a worker thread (catalog-index.ts finds it beside the chunks).
    'catalog-index-worker': 'src/modules/catalog/catalog-index-worker.ts',
    // Colour variants' pictures are recoloured in a worker thread (recolour-thread.ts).
    'recolour-worker': 'src/modules/pictures/recolour-worker.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`API built to ${outdir}`);
