// The 1,000,000-product part of `npm run bench:catalog-index`: builds the facet index's arrays from
// generated rows in a worker thread (as the server's worker does from PostgreSQL's) and transfers them.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { generateIndexData } = await tsImport(
  new URL('./catalog-index-generate.ts', import.meta.url).href,
  import.meta.url,
);
const { data, buffers } = generateIndexData(workerData.products);
parentPort.postMessage(data, buffers);
