/** Environment parsed once at start-up; a bad variable stops the process with its name. */
import { resolve } from 'node:path';
import { type HostMap, isVariantKey, type VariantKey } from '@storefront/domain/variants';
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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  /** Seed the demo catalogue on start when the database is empty. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(6000),
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
  CAPTCHA_HMAC_KEY: z.string().min(16).default('storefront-development-captcha-key'),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'DATA_DIR' | 'WEB_BUILD_DIR'> {
  DATA_DIR: string;
  WEB_BUILD_DIR: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SERVE === 'web' && !e.API_URL)
    throw new ConfigError('Invalid environment:\n  API_URL: required when SERVE=web');
  return {
    ...e,
    DATA_DIR: resolve(cwd, e.DATA_DIR),
    WEB_BUILD_DIR: resolve(cwd, e.WEB_BUILD_DIR),
    isProduction: e.NODE_ENV === 'production',
  };
}
