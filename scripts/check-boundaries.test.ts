import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { checkApiLayers, checkBoundaries, importsOf } from './check-boundaries.mjs';

const appDir = new URL('../apps/web/app', import.meta.url).pathname;
const apiDir = new URL('../apps/api/src', import.meta.url).pathname;
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
      "import type {\n  H,\n} from './h';",
      "export * from './i';",
      "export type { J } from './j';",
      "import k, { type L } from './k';",
      "// import { E } from './commented';",
      "/* import { F } from './block'; */",
      "const g = await import('./g');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', './b', './d', './side-effect.css', './h', './i', './j', './k', './g']);
  });
});

describe('API layers', () => {
  /** A small table of its own, so that the cases do not move with the real one. */
  const layers = [
    { layer: 'platform', paths: ['db/', 'errors.ts'] },
    { layer: 'foundation', paths: ['modules/identity/'] },
    { layer: 'features', paths: ['modules/'] },
    { layer: 'compositions', paths: ['app.ts', 'modules/layout/'] },
  ];

  it('hold in the API as it is', () => {
    expect(checkApiLayers(apiDir)).toEqual([]);
  });

  it('refuse an import from a lower layer to a higher one, type-only too', () => {
    const src = app({
      'db/client.ts': "import type { Session } from '../modules/identity/session.ts';",
      'modules/identity/session.ts': "import { basketCounts } from '../basket/basket.ts';\nexport type Session = {};",
      'modules/basket/basket.ts': "import { Layout } from '../layout/layout.ts';\nexport * from '../../errors.ts';",
      'modules/layout/layout.ts': "import { basketCounts } from '../basket/basket.ts';",
      'errors.ts': '',
      'app.ts': "import { layout } from './modules/layout/layout.ts';",
      'modules/basket/basket.test.ts': "import { app } from '../../app.ts';",
    });
    expect(checkApiLayers(src, layers).filter((p: string) => !p.includes('cycle'))).toEqual([
      'db/client.ts: platform may not import foundation (modules/identity/session.ts)',
      'modules/basket/basket.ts: features may not import compositions (modules/layout/layout.ts)',
      'modules/identity/session.ts: foundation may not import features (modules/basket/basket.ts)',
    ]);
  });

  it('refuse a cycle between folders of one layer, and one made of type-only imports and re-exports', () => {
    const src = app({
      'modules/orders/order.ts': "import { pay } from '../payments/pay.ts';",
      'modules/payments/pay.ts': "import type {\n  Order,\n} from '../orders/order.ts';",
      'db/client.ts': "export { queue } from './queue/install.ts';",
      'db/queue/install.ts': "export type { Db } from '../client.ts';",
      'modules/basket/basket.ts': "import { pay } from '../payments/pay.ts';",
    });
    expect(checkApiLayers(src, layers)).toEqual([
      'folder cycle: modules/orders, modules/payments, by\n' +
        '    modules/orders/order.ts → modules/payments/pay.ts\n' +
        '    modules/payments/pay.ts → modules/orders/order.ts',
      'file cycle: db/client.ts, db/queue/install.ts',
      'file cycle: modules/orders/order.ts, modules/payments/pay.ts',
    ]);
  });

  it('name a file the table leaves out', () => {
    expect(checkApiLayers(app({ 'scripts/tool.ts': '' }), layers)).toEqual([
      'scripts/tool.ts: in no layer of the API table',
    ]);
  });
});
