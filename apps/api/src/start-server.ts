/**
 * The server of a parsed configuration (server.ts starts tracing first when configured): prepares the
 * database, builds the app for what this process serves, listens, and shuts down gracefully.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, proxyTrust } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerCookies } from './lib/cookies.ts';
import { sessionFactsReader } from './modules/identity/session-facts.ts';
import { userBlockOfToken } from './modules/user-block/user-block.ts';
import { requestIdOptions } from './observability/trace-ids.ts';
import type { Tracing } from './observability/tracing.ts';
import { registerEdge } from './plugins/edge.ts';
import { frameworkError } from './plugins/error-handler.ts';
import { listenForMetrics } from './plugins/metrics-endpoint.ts';
import { createImageStorage } from './providers/images/image-storage.ts';
import { preloadDemoPictures } from './seed/demo-pictures.ts';
import { seedProgressPrinter } from './seed/progress.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.ts';
import { hasWebBuild, inProcessApi, registerApiProxy, registerWeb } from './web/web-handler.ts';

/**
 * Plain lines for whoever watches a start (`npm start` itself says step 1, the build): the first one
 * seeds for a minute or more. Quiet when the log level is above info, as in tests.
 */
function startupSteps(config: Config) {
  const shown = ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  const out = {
    write: (text: string) => void (shown && process.stdout.write(text)),
    isTTY: Boolean(process.stdout.isTTY),
    now: () => performance.now(),
  };
  const since = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
  return {
    say: (line: string) => out.write(`${line}\n`),
    since,
    seeding: seedProgressPrinter(out, 'Seeding (3 of 3)'),
  };
}

async function prepareDatabase(config: Config): Promise<Database> {
  const steps = startupSteps(config);
  const started = performance.now();
  steps.say('Migrating the database (2 of 3)…');
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: config.DATA_DIR },
  );
  const storage = createImageStorage(config);
  // One process owns a PGlite database; its first start seeds for sure, so the pictures go in meanwhile.
  if (!config.DATABASE_URL && config.SEED_ON_START && (await isDatabaseEmpty(database.db).catch(() => true))) {
    preloadDemoPictures(storage);
  }
  // Seeding under the migration lock: of processes starting together on an empty database, one seeds.
  await database.migrate(async () => {
    if (config.SEED_ON_START && (await isDatabaseEmpty(database.db))) {
      steps.say(`Migrated in ${steps.since(started)}; seeding the demo catalogue (3 of 3), first start only…`);
      const seeding = performance.now();
      await seedDatabase(database.db, {
        products: config.SEED_PRODUCTS,
        onProgress: steps.seeding,
        storage,
      });
      steps.say(`Seeded in ${steps.since(seeding)}.`);
    }
  });
  steps.say(`Database ready in ${steps.since(started)}; starting the server…`);
  return database;
}

async function createServer(config: Config): Promise<{ app: FastifyInstance; database: Database | null }> {
  if (config.SERVE === 'web') {
    const app = Fastify({
      ...requestIdOptions(),
      logger: { level: config.LOG_LEVEL },
      ...proxyTrust(config),
      frameworkErrors: frameworkError,
    });
    await registerEdge(app, config);
    await registerCookies(app);
    await registerWeb(app, {
      config,
      apiFetch: registerApiProxy(app, { ...config, API_URL: config.API_URL as string }),
    });
    return { app, database: null };
  }
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  // Every API process may work the queue: each job runs in one of them, each cron slot once.
  if (config.RUN_JOBS) await app.jobs.startWorkers();
  if (config.SERVE === 'all') {
    if (!hasWebBuild(config.WEB_BUILD_DIR)) {
      throw new ConfigError(
        `No web build in ${config.WEB_BUILD_DIR}: run 'npm run build' (npm start does it for you).`,
      );
    }
    await registerWeb(app, {
      config,
      apiFetch: inProcessApi(app),
      sessionFacts: sessionFactsReader(database.db),
      // The shopper's parts of a spliced shared render (decision 047): one read of the primary.
      shopperBlock: (token) => userBlockOfToken(database.db, token),
    });
  }
  return { app, database };
}

/** What stops with the server: the tracing that server.ts started, if any. */
export interface ServerExtras {
  tracing: Tracing | null;
}

export async function startServer(config: Config, { tracing }: ServerExtras): Promise<void> {
  const { app, database } = await createServer(config);
  const metrics = config.METRICS_LISTEN
    ? await listenForMetrics(config.METRICS_LISTEN, config.METRICS_TOKEN, app.log)
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await database?.close();
    await metrics?.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}
