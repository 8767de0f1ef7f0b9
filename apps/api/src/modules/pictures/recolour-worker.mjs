// The recolouring worker's entry when the server runs from its TypeScript sources (tsx, tests): a worker
// thread does not inherit the parent's loader, so this loads recolour-worker.ts through tsx.
// The bundle (build.mjs) has recolour-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport(new URL('./recolour-worker.ts', import.meta.url).href, import.meta.url);
