/** buildApp(config, database) → a Fastify instance with the whole API; server.ts only listens. */
import fastifySwagger from '@fastify/swagger';
import { API_BASE } from '@storefront/domain/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, proxyTrust } from './config.ts';
import type { Database } from './db/client.ts';
import { openReadReplica, type ReadReplica } from './db/read-replica.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { registerAppEvents } from './lib/app-events.ts';
import { registerCookies } from './lib/cookies.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { watchCatalogChanges } from './modules/catalog/catalog-changes.ts';
import { buildCatalogIndexInWorker, changeScopeOf, prepareCatalogIndex } from './modules/catalog/catalog-index.ts';
import { closeCatalogRecounts, scheduleCatalogRecount } from './modules/catalog/catalog-refresh.ts';
import { isCatalogueColour } from './modules/catalog/product-pictures.ts';
import { defineCatalogueImportJob } from './modules/catalog-staff/catalog-import.ts';
import { catalogueStaffRoutes } from './modules/catalog-staff/catalog-staff.routes.ts';
import { exchangeRoutes } from './modules/catalog-staff/exchange.routes.ts';
import { searchTuningStaffRoutes } from './modules/catalog-staff/search-tuning.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { announcementsStaffRoutes } from './modules/content/announcements.staff-routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentStaffRoutes } from './modules/content/content.staff-routes.ts';
import { looksStaffRoutes } from './modules/content/looks.staff-routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { giftCardsStaffRoutes } from './modules/gift-cards/gift-cards.staff-routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { homeBlocksStaffRoutes } from './modules/home/home-blocks.staff-routes.ts';
import { i18nRoutes } from './modules/i18n/i18n.routes.ts';
import { contentImageRoutes } from './modules/images/content-image.routes.ts';
import { imageRoutes } from './modules/images/image.routes.ts';
import { layoutRoutes } from './modules/layout/layout.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createOrderNotices, type NoticeDeps, type OrderNotices } from './modules/notices/order-notices.ts';
import { defineNoticeJob } from './modules/notices/send-notice.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import type { PaymentDeps } from './modules/payments/payment.service.ts';
import { definePaymentLinkJob } from './modules/payments/payment-links.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { defineReceiptJob } from './modules/payments/receipts.ts';
import { pictureRoutes } from './modules/pictures/picture.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { promoCodesStaffRoutes } from './modules/promo-codes/promo-codes.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shopsRoutes } from './modules/shops/shops.routes.ts';
import { shopsStaffRoutes } from './modules/shops/shops.staff-routes.ts';
import { grantConfiguredAdmins } from './modules/staff/members.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffDashboardRoutes } from './modules/staff-dashboard/staff-dashboard.routes.ts';
import { staticContentRoutes } from './modules/static-content/static-content.routes.ts';
import { shopperContextSql } from './modules/user-block/user-block.ts';
import { waitingListRoutes } from './modules/waiting-list/waiting-list.routes.ts';
import { webVitalsRoutes } from './modules/web-vitals/web-vitals.routes.ts';
import { observeWebVital } from './observability/metrics.ts';
import { requestIdOptions } from './observability/trace-ids.ts';
import { definePeriodicJobs } from './periodic-jobs.ts';
import { type DeclaredRoute, enforceAccess } from './plugins/access.ts';
import { registerEdge } from './plugins/edge.ts';
import { apiNotFound, frameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerFloodGuard } from './plugins/flood-guard.ts';
import { registerLocale } from './plugins/locale.ts';
import { type ReadDb, registerReadYourWrites } from './plugins/read-your-writes.ts';
import { registerSession } from './plugins/session.ts';
import { registerStrictRequests } from './plugins/strict-requests.ts';
import { registerVariant, rewriteVariantUrl } from './plugins/variant.ts';
import { createCachePurger } from './providers/cache-purge/create-cache-purger.ts';
import { purgeOnChanges } from './providers/cache-purge/purge-on-change.ts';
import { createEmailProvider } from './providers/email/create-email-provider.ts';
import { createImageStorage } from './providers/images/image-storage.ts';
import { createPaymentProviders } from './providers/payment/payment-provider.ts';
import { createSmsProvider } from './providers/sms/create-sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it declares (plugins/access.ts). */
    declaredRoutes(): DeclaredRoute[];
    /** The order notices the routes use, for the background jobs. */
    orderNotices: OrderNotices;
    /** The notice channels, for the jobs that send notices of their own (arrival notices). */
    noticeDeps: NoticeDeps;
    /** The job queue: enqueue jobs (in a transaction, or at a given time); server.ts starts its workers. */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // While tracing is on, a log line's request id is its trace id.
    ...requestIdOptions(),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-shared-render"]'],
          },
    rewriteUrl: rewriteVariantUrl,
    ...proxyTrust(config),
    frameworkErrors: frameworkError,
    // Getting ready draws every variant's busy page ahead (web-host): seconds when quiet, past
    // Fastify's default 10 s on a loaded machine, where a process that gives up never starts.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerStrictRequests(app);
  registerErrorHandler(app);
  const events = registerAppEvents(app);
  await registerEdge(app, config);
  await registerCookies(app);
  registerVariant(app, config.HOST_MAP);
  registerLocale(app);
  registerSession(app, database.db, (session, request) => shopperContextSql(session, request.variant));
  // Catalogue and content reads on the replica when one is configured and caught up (decision 042).
  const replica = await openReadReplica(
    database,
    config.DATABASE_REPLICA_URL
      ? {
          url: config.DATABASE_REPLICA_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          maxLagS: config.REPLICA_MAX_LAG_S,
          pollMs: config.REPLICA_LAG_POLL_MS,
          onError: (error) => app.log.warn({ err: error }, 'read replica not answering: its reads go to the primary'),
        }
      : null,
  );
  app.addHook('onClose', () => replica.close());
  const readDb = registerReadYourWrites(app, replica, config.READ_YOUR_WRITES_S);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Every answer is {data: …}; errors are {error: {code, message, fields?}}. The same API is served under /kz/api/v1 and /ae/api/v1 for the kz and com variants; X-Forwarded-Host also selects the variant. The language is from the X-Locale header (a locale tag, for that request), else the locale cookie, else Accept-Language.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  const db = database.db;
  const sms = createSmsProvider(config, db, app.log);
  // Order notices and payments, shared by the order, payment and job code (decision 004).
  const noticeDeps: NoticeDeps = {
    db,
    sms,
    email: createEmailProvider(config, db, app.log),
    log: app.log,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
  const jobs = createJobQueue(database, app.log);
  const notices = createOrderNotices(noticeDeps, jobs);
  defineNoticeJob(jobs, noticeDeps);
  const payments: PaymentDeps = {
    db,
    providers: createPaymentProviders(config, app.log),
    publicUrl: config.PUBLIC_URL ?? '',
    log: app.log,
    giftCardPinKey: config.GIFT_CARD_PIN_KEY,
    fiscal: config.FISCAL_SETTINGS,
    jobs,
  };
  defineReceiptJob(jobs, payments);
  definePaymentLinkJob(jobs, payments);
  definePeriodicJobs(jobs, {
    db,
    notices,
    noticeDeps,
    payments,
    reconcileAfterMin: config.PAYMENT_RECONCILE_AFTER_MIN,
  });
  const imageStorage = createImageStorage(config);
  defineCatalogueImportJob(jobs, db, { oldPriceTypes: config.CML_OLD_PRICE_TYPES, storage: imageStorage });
  await jobs.prepare();
  await grantConfiguredAdmins(db, config.STAFF_PHONES);
  // Catalogue recounts an earlier process queued and did not get to (place-order.ts).
  scheduleCatalogRecount(db, (error) => app.log.warn({ err: error }, 'catalogue stock recount'));
  // Catalogue changes committed by any process reach this one's facet index within a poll (the
  // products they name applied in place, decision 043), and its caches by the `catalogChanged` it emits.
  const stopCatalogFeed = await watchCatalogChanges(db, config.CATALOG_CHANGE_POLL_MS, (error) =>
    app.log.warn({ err: error }, 'catalogue change feed'),
  );
  // Full builds of a PostgreSQL catalogue run in a worker thread.
  buildCatalogIndexInWorker(db, database.kind === 'postgres' ? database.url : undefined);
  // The facet index is built now, not on the first listing; /health/ready waits for it.
  const stopCatalogIndex = prepareCatalogIndex(
    db,
    (error) => app.log.warn({ err: error }, 'catalogue index'),
    (event) => events.emit('catalogChanged', changeScopeOf(event)),
  );
  // A cache in front (Varnish, a CDN) drops what a change made stale; other processes' kept pages
  // and answers of content last as long as their time limits, so content is purged again after them.
  const purger = createCachePurger(config, app.log);
  const settleS = Math.max(config.PAGE_CACHE_TTL_S, config.CATALOG_CACHE_TTL_S) + 1;
  const stopPurges = purgeOnChanges(events, purger, settleS * 1000);
  app.addHook('onClose', async () => {
    stopPurges();
    await purger.close();
  });
  app.addHook('onClose', async () => stopCatalogFeed());
  app.addHook('onClose', () => stopCatalogIndex());
  app.addHook('onClose', () => closeCatalogRecounts(db));
  app.addHook('onClose', () => jobs.stop());
  app.decorate('orderNotices', notices);
  app.decorate('noticeDeps', noticeDeps);
  app.decorate('jobs', jobs);
  let declaredRoutes: () => DeclaredRoute[] = () => [];
  app.decorate('declaredRoutes', () => declaredRoutes());
  // Every route below declares who may call it, and one hook enforces it.
  await app.register(async (scope) => {
    declaredRoutes = enforceAccess(scope);
    await registerRoutes(scope, {
      config,
      database,
      replica,
      readDb,
      sms,
      noticeDeps,
      notices,
      jobs,
      payments,
      imageStorage,
    });
  });
  return app;
}

/** What the routes are built on: the configuration, the database and the services buildApp made. */
interface RouteDeps {
  config: Config;
  database: Database;
  replica: ReadReplica;
  /** Catalogue and content reads: the replica's unless the request's sender has just written. */
  readDb: ReadDb;
  sms: ReturnType<typeof createSmsProvider>;
  noticeDeps: NoticeDeps;
  notices: OrderNotices;
  jobs: JobQueue;
  payments: PaymentDeps;
  imageStorage: ReturnType<typeof createImageStorage>;
}

/** Every route: the API under its base path (behind the flood guard), then pictures and SEO files. */
async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, database, replica, readDb, sms, noticeDeps, notices, jobs, payments, imageStorage } = deps;
  const db = database.db;
  await app.register(
    async (api) => {
      registerFloodGuard(api, config.API_RATE_LIMIT_PER_MIN);
      await api.register(healthRoutes, { database, replica, jobs });
      await api.register(layoutRoutes, { db, config });
      await api.register(i18nRoutes);
      await api.register(newsletterRoutes, { db });
      await api.register(webVitalsRoutes, {
        db,
        observe: (m) => observeWebVital(m.metric, m.pageType, m.variant, m.value),
      });
      await api.register(homeRoutes, { readDb, cacheTtlMs: config.CATALOG_CACHE_TTL_S * 1000 });
      await api.register(catalogRoutes, { db, readDb, cacheTtlMs: config.CATALOG_CACHE_TTL_S * 1000 });
      await api.register(captchaRoutes, {
        settings: { hmacKey: config.CAPTCHA_HMAC_KEY, maxNumber: config.CAPTCHA_MAX_NUMBER },
      });
      const captchaSettings = { hmacKey: config.CAPTCHA_HMAC_KEY, maxNumber: config.CAPTCHA_MAX_NUMBER };
      await api.register(productRoutes, { db, readDb, mapsApiKey: config.MAPS_API_KEY ?? null });
      await api.register(deliveryRoutes, { db });
      await api.register(staticContentRoutes, { readDb });
      await api.register(contentRoutes, { readDb });
      await api.register(shopsRoutes, { readDb, mapsApiKey: config.MAPS_API_KEY ?? null });
      await api.register(reviewsRoutes, {
        db,
        captcha: captchaSettings,
        rateLimit: { max: config.REVIEW_RATE_LIMIT_MAX, windowS: config.REVIEW_RATE_LIMIT_WINDOW_S },
      });
      await api.register(staffRoutes, { db, notices, payments });
      await api.register(promoCodesStaffRoutes, { db });
      await api.register(giftCardsStaffRoutes, { db });
      await api.register(catalogueStaffRoutes, { db, jobs, storage: imageStorage });
      await api.register(searchTuningStaffRoutes, { db });
      await api.register(staffDashboardRoutes, { db });
      await api.register(exchangeRoutes, {
        db,
        jobs,
        login:
          config.EXCHANGE_LOGIN && config.EXCHANGE_PASSWORD
            ? { login: config.EXCHANGE_LOGIN, password: config.EXCHANGE_PASSWORD }
            : null,
      });
      await api.register(contentStaffRoutes, { db, storage: imageStorage });
      await api.register(announcementsStaffRoutes, { db });
      await api.register(looksStaffRoutes, { db });
      await api.register(shopsStaffRoutes, { db, mapsApiKey: config.MAPS_API_KEY ?? null });
      await api.register(homeBlocksStaffRoutes, { db });
      const captcha = { hmacKey: config.CAPTCHA_HMAC_KEY, maxNumber: config.CAPTCHA_MAX_NUMBER };
      await api.register(authRoutes, { db, config, sms, captcha });
      await api.register(accountRoutes, { db, config, sms });
      await api.register(messagesRoutes, { db });
      await api.register(favouritesRoutes, { db, config });
      await api.register(basketRoutes, { db, config });
      await api.register(addressesRoutes, { db });
      await api.register(waitingListRoutes, { db });
      await api.register(locationsRoutes, { db, config });
      await api.register(paymentRoutes, { config, notices, payments });
      await api.register(checkoutRoutes, { db });
      await api.register(ordersRoutes, { db, config, notices, payments });
      await api.register(giftCardsRoutes, {
        db,
        config,
        notices,
        payments,
        pinKey: config.GIFT_CARD_PIN_KEY,
        sms: noticeDeps,
        jobTrigger: config.JOB_TRIGGER === 'true',
      });
      api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound()));
    },
    { prefix: API_BASE },
  );
  await app.register(imageRoutes, { db, storage: imageStorage });
  await app.register(contentImageRoutes, { storage: imageStorage });
  await app.register(pictureRoutes, { storage: imageStorage, colourKnown: (hex) => isCatalogueColour(db, hex) });
  await app.register(seoRoutes, {
    db,
    readDb,
    publicUrl: config.PUBLIC_URL,
    hostMap: config.HOST_MAP,
    dataDir: config.DATA_DIR,
  });
}
