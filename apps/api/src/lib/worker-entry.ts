/**
 * Where a worker thread's code is, beside the module that starts it (`moduleUrl`: its import.meta.url):
 * from TypeScript sources (tsx, tests) the `.mjs` entry that loads the worker's TypeScript through tsx,
 * since a worker does not inherit the parent's loader; in the bundle (build.mjs) the worker's `.js`.
 */
export function workerEntry(name: string, moduleUrl: string): URL {
  return new URL(moduleUrl.endsWith('.ts') ? `./${name}.mjs` : `./${name}.js`, moduleUrl);
}
