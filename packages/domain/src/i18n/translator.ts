/**
 * ICU message formatting (four-form Russian plurals come from CLDR through Intl.PluralRules) over
 * the messages it is given. It holds no catalogue: a browser gets its page's language alone (the
 * root loader sends it); translate.ts binds the translator to all catalogues for the server.
 */
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { formatNumber } from '../numbers.ts';
import type { LocaleTag, Variant } from '../variants.ts';
import type { MessageId } from './catalogue.ts';

export const LOCALE_TAGS: readonly LocaleTag[] = ['ru-RU', 'en-US', 'kk-KZ'];

/** One language's messages by id. */
export type Messages = Readonly<Record<string, string>>;

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
 * A translator over one language's messages. A missing message falls back to `fallback` (the
 * default translation locale's messages, where the caller has them), then to the id itself, and
 * is reported through `onMissing` (the caller logs it).
 */
export function translatorFor(
  locale: LocaleTag,
  messages: Messages,
  fallback?: Messages,
  onMissing?: (id: string, locale: LocaleTag) => void,
): Translate {
  return (id, values) => {
    const own = messages[id];
    const source = own ?? fallback?.[id];
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
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
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
