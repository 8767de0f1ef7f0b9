import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { checkBoundaries, importsOf } from './check-boundaries.mjs';

const appDir = new URL('../apps/web/app', import.meta.url).pathname;
let dir = '';

/** A throwaway app folder holding the given files. */
function app(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('web module boundaries', () => {
  it('hold in the app as it is', () => {
    expect(checkBoundaries(appDir)).toEqual([]);
  });

  it('refuse a feature importing another feature, and a route importing another route', () => {
    const problems = checkBoundaries(
      app({
        'features/basket/line.tsx': "import { Toggle } from '../favourites/toggle';\nimport { x } from './own';",
        'features/basket/own.ts': "import { api } from '../../lib/api';\nexport * from '../../ui/modal';",
        'routes/search/search.tsx': "import { CardActions } from '../catalog/card-actions';",
        'routes/catalog/catalog.tsx': "import { Listing } from '../../features/catalog/listing';",
        'shell/header.tsx': "import { Counters } from '../features/basket/counters';",
        'lib/state.ts': "const lazy = () => import('../features/basket/state');",
      }),
    );
    expect(problems).toEqual([
      "features/basket/line.tsx: feature 'basket' may import only its own folder, ui/ and lib/, not features/favourites/toggle",
      'lib/state.ts: lib/ may import only ui/ and lib/, not features/basket/state',
      "routes/search/search.tsx: route 'search' may not import another route's module routes/catalog/card-actions",
    ]);
  });

  it('read imports, re-exports and dynamic imports, not comments', () => {
    const text = [
      "import type { A } from './a';",
      "import {\n  B,\n  C,\n} from './b';",
      "export { D } from './d';",
      "import './side-effect.css';",
      "// import { E } from './commented';",
      "/* import { F } from './block'; */",
      "const g = await import('./g');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', './b', './d', './side-effect.css', './g']);
  });
});
