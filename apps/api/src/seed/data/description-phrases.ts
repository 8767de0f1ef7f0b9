/** Sentence templates that mention Latin-script names, so they need no case endings in any language. */
import type { I18nText } from '../../db/schema/i18n-text.ts';

export const lineSentence = (line: string, brand: string): I18nText => ({
  ru: `Модель из линии ${line} от ${brand}.`,
  en: `Part of the ${line} line by ${brand}.`,
  kk: `${brand} брендінің ${line} желісінен.`,
});

export const collectionSentence = (collection: string): I18nText => ({
  ru: `Из коллекции «${collection}».`,
  en: `From the ${collection} collection.`,
  kk: `«${collection}» коллекциясынан.`,
});
