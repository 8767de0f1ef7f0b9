// `node --import ./bench/count-sql-preload.mjs`: loads bench/count-sql.ts in the server's main thread only.
// A worker thread (the catalogue index's full build, decision 043) inherits the process's --import flags
// but not tsx's loader, so a .ts preload there fails its first build; and the counter's port is the main
// thread's. This loads the counter through tsx, as catalog-index-worker.mjs loads its worker.
import { isMainThread } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

if (isMainThread) await tsImport(new URL('./count-sql.ts', import.meta.url).href, import.meta.url);
