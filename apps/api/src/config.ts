/** Environment parsed once at start-up; a bad variable stops the process with its name. */
import { BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { type CounterIds, GA4_ID_PATTERN, YM_ID_PATTERN } from '@storefront/domain/analytics/counters';
import { PAYMENT_TIMEOUT_MIN } from '@storefront/domain/checkout';
import { SBP_TIMEOUT_MIN } from '@storefront/domain/online-payment';
import { fiscalOverridesSchema } from '@storefront/domain/payments/receipt-settings';
import { type HostMap, isVariantKey, type VariantKey } from '@storefront/domain/variants';
import { WEB_VITALS_DEFAULT_SAMPLE_RATE } from '@storefront/domain/web-vitals';
import { z } from 'zod';

const hostMap = z
  .string()
  .default('')
  .transform((value, ctx): HostMap => {
    const map: Record<string, VariantKey> = {};
    for (const pair of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, variant] = pair.split('=').map((s) => s.trim().toLowerCase());
      if (!host || !isVariantKey(variant)) {
        ctx.addIssue({ code: 'custom', message: `expected host=ru|kz|com pairs, got '${pair}'` });
        return z.NEVER;
      }
      map[host] = variant;
    }
    return map;
  });

/**
 * Which proxies in front of the server are trusted to say who the client is (X-Forwarded-For):
 * none (default: the client is the socket's peer), a hop count, or proxy addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const entry of list) {
      const [address = '', bits] = entry.split('/');
      if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a hop count or proxy addresses/CIDRs (not 'true': that would trust any client), got '${entry}'`,
        });
        return z.NEVER;
      }
    }
    return list;
  });

/** host:port ([v6]:port for IPv6) of a listener of its own. */
const listenAddress = z
  .string()
  .trim()
  .transform((value, ctx): { host: string; port: number } | undefined => {
    if (value === '') return undefined;
    const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(value);
    const port = Number(match?.[3]);
    if (!match || port > 65535) {
      ctx.addIssue({ code: 'custom', message: `expected host:port (e.g. 127.0.0.1:9464), got '${value}'` });
      return z.NEVER;
    }
    return { host: (match[1] ?? match[2]) as string, port };
  })
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Where catalogue and content changes purge a shared HTTP cache: none, Varnish instances, or a CDN's webhook. */
export type PurgeTarget = { kind: 'none' } | { kind: 'varnish'; urls: string[] } | { kind: 'webhook'; url: string };

const purgeTarget = z
  .string()
  .trim()
  .default('none')
  .transform((value, ctx): PurgeTarget => {
    if (value === '' || value === 'none') return { kind: 'none' };
    const [, kind, rest = ''] = /^(varnish|webhook):(.*)$/.exec(value) ?? [];
    const urls = rest.split(',').map((url) => url.trim());
    const valid = urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol));
    if (!kind || !valid || (kind === 'webhook' && urls.length !== 1)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected none, varnish:<url>[,<url>…] or webhook:<url>, got '${value}'`,
      });
      return z.NEVER;
    }
    return kind === 'varnish' ? { kind, urls } : { kind: 'webhook', url: urls[0] as string };
  });

const ga4Id = optionalText.pipe(
  z.string().regex(GA4_ID_PATTERN, 'a GA4 measurement id: G- and letters or digits').optional(),
);
const ymId = optionalText.pipe(z.string().regex(YM_ID_PATTERN, 'a Metrica counter number').optional());

/**
 * Development keys anyone can read in this repository: fine on a laptop, a forged payment or a
 * readable gift-card PIN in a real shop. Production refuses to start with them (productionProblems).
 */
const PUBLIC_KEYS = {
  CAPTCHA_HMAC_KEY: 'storefront-development-captcha-key',
  PAYMENT_WEBHOOK_SECRET: 'storefront-development-payment-webhook-secret',
  GIFT_CARD_PIN_KEY: 'storefront-development-gift-card-pin-key',
} as const;

/** The payment gateways a variant may use (providers/payment/payment-gateway.ts PAYMENT_PROVIDERS). */
const paymentProvider = z.enum(['test', 'yookassa', 'cloudpayments', 'stripe']);
type PaymentProviderName = z.infer<typeof paymentProvider>;

/** What each gateway cannot work without. */
const PAYMENT_CREDENTIALS: Readonly<Record<PaymentProviderName, readonly (keyof Env)[]>> = {
  test: [],
  yookassa: ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'],
  cloudpayments: ['CLOUDPAYMENTS_PUBLIC_ID', 'CLOUDPAYMENTS_API_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
};

/**
 * Where each gateway's hosted payment page lives: a shopper without scripts is sent there by a
 * redirect answering the checkout's plain form, and browsers hold that redirect to the page's
 * form-action, so the pages' policy names these origins (web-host csp.ts), only for gateways some
 * variant uses. From the providers' API references: YooKassa's confirmation_url
 * (https://yoomoney.ru/checkout/payments/v2/contract?orderId=…), the payment link CloudPayments'
 * /orders/create answers (https://orders.cloudpayments.ru/d/…), a Stripe Checkout Session's url
 * (https://checkout.stripe.com/c/pay/cs_…). A gateway whose API is pointed at another origin than its
 * own (a local fake, a test double) is taken to serve its page there too, as the fakes do. The link
 * an SBP QR carries (YooKassa, SBP on a desktop) is the payment system's, not the gateway's, and is
 * not named: a desktop shopper without scripts paying by SBP is still held there.
 */
const PAYMENT_PAGES: Readonly<
  Record<
    Exclude<PaymentProviderName, 'test'>,
    { apiVariable: 'YOOKASSA_API_URL' | 'CLOUDPAYMENTS_API_URL' | 'STRIPE_API_URL'; api: string; page: string }
  >
> = {
  yookassa: { apiVariable: 'YOOKASSA_API_URL', api: 'https://api.yookassa.ru', page: 'https://yoomoney.ru' },
  cloudpayments: {
    apiVariable: 'CLOUDPAYMENTS_API_URL',
    api: 'https://api.cloudpayments.ru',
    page: 'https://orders.cloudpayments.ru',
  },
  stripe: { apiVariable: 'STRIPE_API_URL', api: 'https://api.stripe.com', page: 'https://checkout.stripe.com' },
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  /** API requests one client address may make per minute, per process (a coarse flood guard). */
  API_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A streaming read replica of DATABASE_URL for catalogue and content reads (db/read-replica.ts);
   * everything else, and every read while the replica is behind or down, goes to the primary.
   */
  DATABASE_REPLICA_URL: optionalUrl,
  /** Seconds the replica may be behind the primary before its reads go to the primary instead. */
  REPLICA_MAX_LAG_S: z.coerce.number().min(0).max(3600).default(5),
  /** How often the replica's lag is measured, in milliseconds. */
  REPLICA_LAG_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Seconds after a write during which that shopper's (or staff member's) reads go to the primary. */
  READ_YOUR_WRITES_S: z.coerce.number().int().min(1).max(3600).default(5),
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run db:backup` / `db:restore` find pg_dump and pg_restore; else the PATH. */
  PG_BIN_DIR: optionalText,
  /** Seed the demo catalogue on start when the database is empty. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(6000),
  /** `npm run seed` on PostgreSQL: connections that build the derived tables at once (1: one transaction). */
  SEED_CONNECTIONS: z.coerce.number().int().min(1).max(16).default(2),
  HOST_MAP: hostMap,
  ROOT_REDIRECT: optionalText.pipe(z.string().startsWith('/').optional()),
  VACANCIES_URL: z.url().default('https://career.example.com/vacancies'),
  CUSTOMER_PHONE_RU: z.string().default('8 800 555-35-35'),
  CUSTOMER_PHONE_KZ: z.string().default('+7 727 355-35-35'),
  APP_STORE_URL_RU: optionalUrl,
  GOOGLE_PLAY_URL_RU: optionalUrl,
  APP_STORE_URL_KZ: optionalUrl,
  GOOGLE_PLAY_URL_KZ: optionalUrl,
  /** What this process serves: both (default), only the API, or only the web with API_URL pointing at the API. */
  SERVE: z.enum(['all', 'api', 'web']).default('all'),
  API_URL: optionalUrl,
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  /** Signs captcha challenges; set it in production (the default is public). Same value on every process. */
  CAPTCHA_HMAC_KEY: z.string().min(16).default(PUBLIC_KEYS.CAPTCHA_HMAC_KEY),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** Whether this API process works the job queue (notices, expiry, cleanups); any number of processes may. */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Event-loop delay (ms) past which the process sheds requests with 503 + Retry-After; 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** The bearer token `GET /metrics` asks for (decision 037): this port serves it only with one, or METRICS_LISTEN does. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** host:port of a private listener serving `GET /metrics` alone; this port then does not serve it. */
  METRICS_LISTEN: listenAddress,
  /** An OTLP/HTTP collector's base URL (…/v1/traces is added): traces are made and exported only when it is set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('storefront'),
  /** Seconds an anonymous catalogue listing is reused (0 turns the cache off); stock and prices may lag by as much. */
  CATALOG_CACHE_TTL_S: z.coerce.number().int().min(0).max(600).default(10),
  /** How often each process looks for committed catalogue changes (prices, stock, products) in ms; 0: only the 5-minute rebuild. */
  CATALOG_CHANGE_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Seconds a guest's page (no session cookie, a guest-cacheable route) is served from memory; 0 turns the page cache off. */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(600).default(10),
  /** Memory the guest page cache may hold, in megabytes (least recently used pages go first). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * Seconds an HTTP cache in front (Varnish, a CDN) may keep a guest's page or public API answer
   * (`s-maxage`); 0 keeps them private as without one. Without a purger, prices there lag by as much.
   */
  HTTP_CACHE_S_MAXAGE_S: z.coerce.number().int().min(0).max(86_400).default(10),
  /** Seconds past that it may serve the answer stale while it fetches it again (`stale-while-revalidate`). */
  HTTP_CACHE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Where changes purge that cache by surrogate key: none, varnish:http://127.0.0.1:6081[,…] or webhook:https://… */
  HTTP_CACHE_PURGE: purgeTarget,
  /** Sent as a bearer token with each webhook purge (the CDN's API token, or the relay's). */
  HTTP_CACHE_PURGE_TOKEN: optionalText,
  /** The share of page loads whose browser reports its page speed (0 to 1; 0 turns the beacon off). Public: sent to browsers. */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(WEB_VITALS_DEFAULT_SAMPLE_RATE),
  /** Maps provider key (v3 script); without it the stores modal shows the list alone. Public: sent to browsers. */
  MAPS_API_KEY: optionalText,
  /** The live-chat widget's id (spec section 7): without it no chat script loads and the pages' CSP names no chat host. */
  LIVE_CHAT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, 'letters, digits, _ and - only')
      .optional(),
  ),
  /** The widget's script address, `{id}` standing for LIVE_CHAT_ID; its origin is the one host the CSP allows for the chat. */
  LIVE_CHAT_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.includes('{id}'), 'must contain {id}')
    .default('https://code.jivo.ru/widget/{id}'),
  /**
   * The analytics counters' ids per variant (decision 039): a GA4 measurement id (G-…) and a Yandex
   * Metrica counter number. Public: sent to browsers. A counter loads only with an id and the
   * shopper's consent; with no id at all the pages' CSP names no counter host.
   */
  ANALYTICS_GA4_ID_RU: ga4Id,
  ANALYTICS_GA4_ID_KZ: ga4Id,
  ANALYTICS_GA4_ID_COM: ga4Id,
  ANALYTICS_YM_ID_RU: ymId,
  ANALYTICS_YM_ID_KZ: ymId,
  ANALYTICS_YM_ID_COM: ymId,
  /** Review submissions allowed per client IP in one window. */
  REVIEW_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(5),
  REVIEW_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Where login codes go: the local outbox table (and the log), or an HTTP SMS gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: optionalUrl,
  /** Lists outbox codes at /staff/sms/ (outbox provider only). Defaults to on outside production: anyone who can read it can log in as anyone. */
  SMS_OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  SMS_GATEWAY_KEY: optionalText,
  SMS_CODE_TTL_S: z.coerce.number().int().min(30).max(3600).default(300),
  SMS_CODE_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Seconds before the same phone may ask for another code. */
  SMS_RESEND_S: z.coerce.number().int().min(0).max(3600).default(60),
  /** Codes per phone and per IP within an hour. */
  SMS_PHONE_HOURLY: z.coerce.number().int().min(1).default(5),
  SMS_IP_HOURLY: z.coerce.number().int().min(1).default(20),
  /** Payment gateway of ru, and of kz and com unless they name their own: the local test provider (a payment page in the app) or a real one. */
  PAYMENT_PROVIDER: paymentProvider.default('test'),
  PAYMENT_PROVIDER_KZ: optionalText.pipe(paymentProvider.optional()),
  PAYMENT_PROVIDER_COM: optionalText.pipe(paymentProvider.optional()),
  /** Signs the test provider's webhooks (HMAC-SHA256); set it in production (the default is public). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(PUBLIC_KEYS.PAYMENT_WEBHOOK_SECRET),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  YOOKASSA_API_URL: z.url().default(PAYMENT_PAGES.yookassa.api),
  /**
   * Fiscal receipts (54-FZ) per variant over the domain's defaults (payments/receipt-settings.ts), as
   * JSON: {"ru":{"taxSystemCode":2,"categoryVat":{"detyam":3}}}; a variant given in full makes receipts.
   */
  FISCAL_SETTINGS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(fiscalOverridesSchema),
  /** CloudPayments: the site's Public ID and API Secret (HTTP Basic; the secret also signs its notifications). */
  CLOUDPAYMENTS_PUBLIC_ID: optionalText,
  CLOUDPAYMENTS_API_SECRET: optionalText,
  CLOUDPAYMENTS_API_URL: z.url().default(PAYMENT_PAGES.cloudpayments.api),
  /** Stripe: the secret API key and the webhook endpoint's signing secret (whsec_…). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url().default(PAYMENT_PAGES.stripe.api),
  /** Absolute origin of the shop for payment return addresses and links in notices; else the request's host. */
  PUBLIC_URL: optionalUrl,
  /** Where order notices go: the local email_outbox table (and the log), or an HTTP e-mail gateway. */
  EMAIL_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  EMAIL_GATEWAY_URL: optionalUrl,
  EMAIL_GATEWAY_KEY: optionalText,
  EMAIL_FROM: z.string().trim().min(3).default('Uyut <orders@uyut.example>'),
  /** Where content pictures are kept: files under DATA_DIR/images, or an S3-compatible bucket. */
  IMAGE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Minutes an online order waits for payment before the expiry job cancels it. */
  PAYMENT_TIMEOUT_MIN: z.coerce.number().int().min(1).max(1440).default(PAYMENT_TIMEOUT_MIN),
  /** Minutes an SBP payment's QR code is payable; after it the shopper makes a new one (decision 035). */
  PAYMENT_SBP_TIMEOUT_MIN: z.coerce.number().int().min(1).max(60).default(SBP_TIMEOUT_MIN),
  /** Minutes a payment stays pending before reconciliation asks the provider about it (a webhook lost or late). */
  PAYMENT_RECONCILE_AFTER_MIN: z.coerce.number().int().min(1).max(1440).default(5),
  /** Seals gift card PINs for the present page (with the page's token); set it in production (the default is public). */
  GIFT_CARD_PIN_KEY: z.string().min(16).default(PUBLIC_KEYS.GIFT_CARD_PIN_KEY),
  /** The login 1C's site exchange (CommerceML, /api/v1/exchange/1c) signs in with; without both the exchange is closed. */
  EXCHANGE_LOGIN: optionalText,
  EXCHANGE_PASSWORD: z.string().min(12).optional(),
  /** CommerceML price types (Ид or Наименование, comma-separated) read as the old, crossed-out price of a discount. */
  CML_OLD_PRICE_TYPES: z
    .string()
    .default('Старая цена')
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  /** Test runs only: POST /api/v1/testing/jobs/… runs a scheduled job at a given time. Never in a real shop. */
  JOB_TRIGGER: z.enum(['true', 'false']).default('false'),
  /** Comma-separated phone digits of the first administrators: granted the admin role at start-up and on login. */
  STAFF_PHONES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.replace(/\D/g, ''))
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema>;

/** The live-chat widget pages load when idle: its script and the origin the CSP allows for it. */
export interface LiveChat {
  scriptUrl: string;
  origin: string;
}

export interface Config extends Omit<Env, 'DATA_DIR' | 'WEB_BUILD_DIR'> {
  DATA_DIR: string;
  WEB_BUILD_DIR: string;
  /** Null without LIVE_CHAT_ID. */
  liveChat: LiveChat | null;
  /** Each variant's counter ids; null for a variant with none. */
  analytics: Readonly<Record<VariantKey, CounterIds | null>>;
  isProduction: boolean;
  /** Whether login codes of the outbox adapter are listed at /staff/sms/. */
  smsOutboxPage: boolean;
  /** The payment gateway each variant's new payments go to. */
  paymentProviderOf: Readonly<Record<VariantKey, PaymentProviderName>>;
  /** The origins of the used gateways' hosted payment pages, which the pages' form-action names (PAYMENT_PAGES). */
  paymentPages: readonly string[];
}

export class ConfigError extends Error {}

/**
 * Parses the environment; throws a ConfigError that names every bad variable. `serving: false` is
 * for one-off commands (migrations) that need only the database settings of a production environment.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
  { serving = true } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SERVE === 'web' && !e.API_URL)
    throw new ConfigError('Invalid environment:\n  API_URL: required when SERVE=web');
  if (e.SMS_PROVIDER === 'http' && !e.SMS_GATEWAY_URL)
    throw new ConfigError('Invalid environment:\n  SMS_GATEWAY_URL: required when SMS_PROVIDER=http');
  const paymentProviderOf = paymentProvidersOf(e);
  const missingCredentials = missingPaymentCredentials(e);
  if (missingCredentials) throw new ConfigError(`Invalid environment:\n${missingCredentials}`);
  if (e.EMAIL_PROVIDER === 'http' && !e.EMAIL_GATEWAY_URL)
    throw new ConfigError('Invalid environment:\n  EMAIL_GATEWAY_URL: required when EMAIL_PROVIDER=http');
  if (e.IMAGE_STORAGE === 's3' && !(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when IMAGE_STORAGE=s3',
    );
  const refusals = serving && e.NODE_ENV === 'production' && e.SERVE !== 'web' ? productionProblems(e) : [];
  if (refusals.length) throw new ConfigError(`Refusing to start in production:\n${refusals.join('\n')}`);
  return {
    ...e,
    PUBLIC_URL: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    DATA_DIR: resolve(cwd, e.DATA_DIR),
    WEB_BUILD_DIR: resolve(cwd, e.WEB_BUILD_DIR),
    isProduction: e.NODE_ENV === 'production',
    liveChat: liveChatOf(e),
    paymentProviderOf,
    paymentPages: paymentPagesOf(e),
    analytics: { ru: countersOf(e, 'RU'), kz: countersOf(e, 'KZ'), com: countersOf(e, 'COM') },
    smsOutboxPage:
      e.SMS_PROVIDER === 'outbox' && (e.SMS_OUTBOX_PAGE ? e.SMS_OUTBOX_PAGE === 'true' : e.NODE_ENV !== 'production'),
  };
}

/** Each variant's gateway: its own variable, else PAYMENT_PROVIDER (so a shop set up before kz and com had theirs keeps working). */
function paymentProvidersOf(e: Env): Record<VariantKey, PaymentProviderName> {
  return {
    ru: e.PAYMENT_PROVIDER,
    kz: e.PAYMENT_PROVIDER_KZ ?? e.PAYMENT_PROVIDER,
    com: e.PAYMENT_PROVIDER_COM ?? e.PAYMENT_PROVIDER,
  };
}

/** The hosted-page origins of the gateways some variant uses (PAYMENT_PAGES); none for the test gateway, whose page is the shop's. */
function paymentPagesOf(e: Env): string[] {
  const pages = new Set<string>();
  for (const kind of new Set(Object.values(paymentProvidersOf(e)))) {
    if (kind === 'test') continue;
    const { apiVariable, api, page } = PAYMENT_PAGES[kind];
    const apiOrigin = new URL(e[apiVariable]).origin;
    pages.add(apiOrigin === api ? page : apiOrigin);
  }
  return [...pages];
}

/** The credentials a chosen gateway lacks, as lines naming them and the choice; empty when none. */
function missingPaymentCredentials(e: Env): string {
  const chosen = {
    PAYMENT_PROVIDER: e.PAYMENT_PROVIDER,
    PAYMENT_PROVIDER_KZ: e.PAYMENT_PROVIDER_KZ,
    PAYMENT_PROVIDER_COM: e.PAYMENT_PROVIDER_COM,
  };
  const lines: string[] = [];
  for (const [variable, kind] of Object.entries(chosen)) {
    if (!kind) continue;
    const missing = PAYMENT_CREDENTIALS[kind].filter((name) => !e[name]);
    if (missing.length) lines.push(`  ${missing.join(', ')}: required when ${variable}=${kind}`);
  }
  return lines.join('\n');
}

function liveChatOf(e: Env): LiveChat | null {
  if (!e.LIVE_CHAT_ID) return null;
  const scriptUrl = e.LIVE_CHAT_SCRIPT_URL.replaceAll('{id}', encodeURIComponent(e.LIVE_CHAT_ID));
  return { scriptUrl, origin: new URL(scriptUrl).origin };
}

function countersOf(e: Env, suffix: 'RU' | 'KZ' | 'COM'): CounterIds | null {
  const ga4Id = e[`ANALYTICS_GA4_ID_${suffix}`] ?? null;
  const ymId = e[`ANALYTICS_YM_ID_${suffix}`] ?? null;
  return ga4Id || ymId ? { ga4Id, ymId } : null;
}

/**
 * What an API process in production must not run without: the shop's own address (links in notices,
 * payment return addresses) and keys of its own instead of the public development ones.
 */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.PUBLIC_URL) problems.push("  PUBLIC_URL: required (the shop's absolute origin, e.g. https://shop.example)");
  const inUse = {
    CAPTCHA_HMAC_KEY: true,
    // Only the built-in test provider signs its webhooks with it.
    PAYMENT_WEBHOOK_SECRET: Object.values(paymentProvidersOf(e)).includes('test'),
    GIFT_CARD_PIN_KEY: true,
  };
  for (const [name, publicValue] of Object.entries(PUBLIC_KEYS) as [keyof typeof PUBLIC_KEYS, string][]) {
    if (inUse[name] && e[name] === publicValue) {
      problems.push(`  ${name}: the public development key; set a secret of your own (e.g. openssl rand -hex 32)`);
    }
  }
  return problems;
}

/**
 * The TRUST_PROXY setting as Fastify's trustProxy function: which hops of X-Forwarded-For to
 * believe. With none, request.ip is the socket's peer whatever the headers say.
 */
export function proxyTrust(config: Pick<Config, 'TRUST_PROXY'>): {
  trustProxy: (address: string, hop: number) => boolean;
} {
  const setting = config.TRUST_PROXY;
  if (setting === false) return { trustProxy: () => false };
  if (typeof setting === 'number') return { trustProxy: (_address, hop) => hop < setting };
  const trusted = new BlockList();
  for (const entry of setting) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  return {
    trustProxy: (address) => {
      const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
      return trusted.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
