/** ICU message formatting (four-form Russian plurals come from CLDR through Intl.PluralRules). */
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { TRANSLATION_DEFAULT_LOCALE } from '../constants.ts';
import { formatNumber } from '../numbers.ts';
import type { LocaleTag, Variant } from '../variants.ts';
import { CATALOGUES, type MessageId } from './catalogue.ts';
export const LOCALE_TAGS = Object.keys(CATALOGUES) as LocaleTag[];

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (id: MessageId | (string & {}), values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** Numbers in messages ('{count, plural, …#…}') are written by our formatter, as on the server so in the browser. */
function formattersFor(locale: LocaleTag): Formatters {
  return {
    getNumberFormat: () => ({ format: (n: number) => formatNumber(n, locale) }) as Intl.NumberFormat,
    getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
    getPluralRules: (locales, options) => {
      const key = `${String(locales)}\u0000${options?.type ?? 'cardinal'}`;
      let rules = pluralRules.get(key);
      if (!rules) {
        rules = new Intl.PluralRules(locales, options);
        pluralRules.set(key, rules);
      }
      return rules;
    },
  };
}

/**
 * A translator for one locale. A missing message falls back to the default translation locale,
 * then to the id itself, and is reported through `onMissing` (the caller logs it).
 */
export function createTranslator(locale: LocaleTag, onMissing?: (id: string, locale: LocaleTag) => void): Translate {
  return (id, values) => {
    const own = (CATALOGUES[locale] as Record<string, string>)[id];
    const source = own ?? (CATALOGUES[TRANSLATION_DEFAULT_LOCALE] as Record<string, string>)[id];
    if (own === undefined) onMissing?.(id, locale);
    if (source === undefined) return id;
    const key = `${locale}\u0000${id}`;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, locale, undefined, { formatters: formattersFor(locale) });
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && (LOCALE_TAGS as string[]).includes(value);
}

/** Locale detection order: cookie, then the browser's Accept-Language, then the variant's default. */
export function detectLocale(
  variant: Variant,
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): LocaleTag {
  if (isLocaleTag(cookieValue) && variant.locales.includes(cookieValue)) return cookieValue;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const found = variant.locales.find(
      (l) => l.toLowerCase() === tag || l.slice(0, 2).toLowerCase() === tag.slice(0, 2),
    );
    if (found) return found;
  }
  return variant.locale;
}

/** The key of a locale in multilingual content ({ru, en, kk}). */
export function contentLang(locale: LocaleTag): 'ru' | 'en' | 'kk' {
  return locale === 'ru-RU' ? 'ru' : locale === 'kk-KZ' ? 'kk' : 'en';
}
