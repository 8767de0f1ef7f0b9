/** Country variants of the shop (spec sections 1 and 9). Pure data: no I/O. */

export const VARIANT_KEYS = ['ru', 'kz', 'com'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

export type LocaleTag = 'ru-RU' | 'en-US' | 'kk-KZ';
/** How the header's language switch names each language: short, in the language itself. */
export const LOCALE_SHORT_NAMES: Readonly<Record<LocaleTag, string>> = {
  'kk-KZ': 'ҚАЗ',
  'ru-RU': 'РУС',
  'en-US': 'EN',
};

export type CurrencyCode = 'RUB' | 'KZT' | 'AED';

export interface Variant {
  key: VariantKey;
  /** Path prefix without slashes: '' for the default variant. */
  prefix: '' | 'kz' | 'ae';
  /** Locale code used in cookies and in the language switcher. */
  localeCode: 'ru' | 'kz' | 'ae';
  locale: LocaleTag;
  /** Locales a shopper may pick in this variant, the variant's own first. */
  locales: readonly LocaleTag[];
  currency: CurrencyCode;
  /** How the currency is shown: a sign for RUB and KZT, the code for AED. */
  currencyDisplay: 'narrowSymbol' | 'code';
  country: 'RU' | 'KZ' | 'AE';
  defaultCityId: number;
  /** Map centre as [longitude, latitude]. */
  mapCenter: readonly [number, number];
  /** Whether the customer-questions phone exists (its number is configured on the server). */
  hasCustomerPhone: boolean;
  /** Whether the phone is toll-free (ru). */
  customerPhoneTollFree: boolean;
  /** Whether mobile-app store links exist. */
  hasAppLinks: boolean;
  timeZone: string;
}

export const VARIANTS: Readonly<Record<VariantKey, Variant>> = {
  ru: {
    key: 'ru',
    prefix: '',
    localeCode: 'ru',
    locale: 'ru-RU',
    locales: ['ru-RU', 'en-US'],
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    country: 'RU',
    defaultCityId: 86999,
    mapCenter: [37.617698, 55.755864],
    hasCustomerPhone: true,
    customerPhoneTollFree: true,
    hasAppLinks: true,
    timeZone: 'Europe/Moscow',
  },
  kz: {
    key: 'kz',
    prefix: 'kz',
    localeCode: 'kz',
    locale: 'kk-KZ',
    locales: ['kk-KZ', 'ru-RU'],
    currency: 'KZT',
    currencyDisplay: 'narrowSymbol',
    country: 'KZ',
    defaultCityId: 250227,
    mapCenter: [71.4272221, 51.1655126],
    hasCustomerPhone: true,
    customerPhoneTollFree: false,
    hasAppLinks: true,
    timeZone: 'Asia/Almaty',
  },
  com: {
    key: 'com',
    prefix: 'ae',
    localeCode: 'ae',
    locale: 'en-US',
    locales: ['en-US'],
    currency: 'AED',
    currencyDisplay: 'code',
    country: 'AE',
    defaultCityId: 315678,
    mapCenter: [55.2707828, 25.2048493],
    hasCustomerPhone: false,
    customerPhoneTollFree: false,
    hasAppLinks: false,
    timeZone: 'Asia/Dubai',
  },
};

export const DEFAULT_VARIANT: VariantKey = 'ru';

/** The variant a path prefix names ('/kz/…' → kz, '/ae/…' → com), or null for no prefix. */
export function variantFromPath(pathname: string): VariantKey | null {
  const first = pathname.split('/')[1]?.toLowerCase();
  if (first === 'kz') return 'kz';
  if (first === 'ae') return 'com';
  return null;
}

/** A host map entry: exact host names (without port) to variants. */
export type HostMap = Readonly<Record<string, VariantKey>>;

/**
 * Resolves the variant of a request: the host decides when the host map names it,
 * otherwise the path prefix, otherwise the default variant.
 */
export function resolveVariant(host: string | undefined, pathname: string, hostMap: HostMap): VariantKey {
  return hostVariant(host, hostMap) ?? variantFromPath(pathname) ?? DEFAULT_VARIANT;
}

/** The variant the host map names for a Host or X-Forwarded-Host value (first entry, port ignored). */
export function hostVariant(host: string | undefined, hostMap: HostMap): VariantKey | null {
  const bare = host?.split(',')[0]?.trim().toLowerCase().replace(/:\d+$/, '');
  // Own keys only: a forwarded host of `__proto__` or `constructor` names no variant.
  return bare && Object.hasOwn(hostMap, bare) ? (hostMap[bare] ?? null) : null;
}

export function variantPrefixPath(variant: VariantKey): string {
  const { prefix } = VARIANTS[variant];
  return prefix ? `/${prefix}` : '';
}

export function isVariantKey(value: unknown): value is VariantKey {
  return typeof value === 'string' && (VARIANT_KEYS as readonly string[]).includes(value);
}
