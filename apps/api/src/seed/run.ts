/**
 * `npm run seed`: replaces the demo data with a fresh deterministic catalogue of SEED_PRODUCTS
 * products. Uses DATABASE_URL when set, otherwise the embedded PGlite database in DATA_DIR.
 *
 * PGlite is single-process: stop the server before seeding the embedded database, or the two
 * processes will fight over (and may corrupt) the files in DATA_DIR. PostgreSQL has no such limit,
 * although shoppers would briefly see an empty catalogue while it reseeds.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createImageStorage } from '../providers/images/image-storage.ts';
import { preloadDemoPictures } from './demo-pictures.ts';
import { seedProgressPrinter } from './progress.ts';
import { clearDatabase, seedDatabase } from './seed.ts';

/** npm runs the script from apps/api; relative paths such as DATA_DIR are meant from the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  const started = performance.now();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: Math.max(2, config.SEED_CONNECTIONS) }
      : { dataDir: config.DATA_DIR },
  );
  const storage = createImageStorage(config);
  preloadDemoPictures(storage);
  try {
    await database.migrate();
    const ready = performance.now();
    await clearDatabase(database.db);
    const summary = await seedDatabase(database.db, {
      products: config.SEED_PRODUCTS,
      storage,
      // The derived tables by product-id range on several connections: the search texts are the
      // server's CPU work, one core per connection (decision 044).
      connections: database.kind === 'postgres' ? config.SEED_CONNECTIONS : 1,
      // A million products take minutes: say how far it got, and when, on stderr.
      onProgress: seedProgressPrinter(
        {
          write: (text) => process.stderr.write(text.replace(/^seed: /, `seed ${seconds(started)}: `)),
          isTTY: process.stderr.isTTY,
          now: () => performance.now(),
        },
        'seed',
      ),
    });
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.DATA_DIR}`;
    const counts = Object.entries(summary)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(
      `Seeded ${where} in ${seconds(ready)} (open and migrate ${((ready - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB): ${counts}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
