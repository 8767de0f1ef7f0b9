/**
 * The server's translator: every language's catalogue at hand, with the default translation
 * locale as the fallback. Browsers use translator.ts with their page's messages only.
 */
import { TRANSLATION_DEFAULT_LOCALE } from '../constants.ts';
import type { LocaleTag } from '../variants.ts';
import { CATALOGUES } from './catalogue.ts';
import { type Translate, translatorFor } from './translator.ts';

export {
  contentLang,
  detectLocale,
  isLocaleTag,
  LOCALE_TAGS,
  type Messages,
  type MessageValues,
  type Translate,
  translatorFor,
} from './translator.ts';

/** A translator for one locale over the full catalogues; a missing message is reported through `onMissing`. */
export function createTranslator(locale: LocaleTag, onMissing?: (id: string, locale: LocaleTag) => void): Translate {
  return translatorFor(locale, CATALOGUES[locale], CATALOGUES[TRANSLATION_DEFAULT_LOCALE], onMissing);
}
