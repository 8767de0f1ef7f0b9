/**
 * ICU message formatting (message-format.ts; four-form Russian plurals come from CLDR) over
 * the messages it is given. It holds no catalogue: a browser gets its page's language alone (the
 * root loader sends it); translate.ts binds the translator to all catalogues for the server.
 */
import { formatNumber } from '../numbers.ts';
import type { LocaleTag, Variant } from '../variants.ts';
import type { MessageId } from './catalogue.ts';
import {
  type FormatContext,
  type FormatValue,
  formatMessage,
  type MessagePart,
  parseMessage,
} from './message-format.ts';

export const LOCALE_TAGS: readonly LocaleTag[] = ['ru-RU', 'en-US', 'kk-KZ'];

/** One language's messages by id. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Record<string, FormatValue>;
export type Translate = (id: MessageId | (string & {}), values?: MessageValues) => string;

const compiled = new Map<string, MessagePart[]>();
const contexts = new Map<LocaleTag, FormatContext>();

/** Numbers in messages ('{count, plural, …#…}') are written by our formatter, as on the server so in the browser. */
function contextFor(locale: LocaleTag): FormatContext {
  let context = contexts.get(locale);
  if (!context) {
    context = { pluralRules: new Intl.PluralRules(locale), formatNumber: (n) => formatNumber(n, locale) };
    contexts.set(locale, context);
  }
  return context;
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
    let message = compiled.get(key);
    if (!message) {
      message = parseMessage(source);
      compiled.set(key, message);
    }
    return formatMessage(message, values, contextFor(locale));
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
