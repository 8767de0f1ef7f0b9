import { jsonb } from 'drizzle-orm/pg-core';

/** Text in the shop's three languages: Russian, English, Kazakh. */
export interface I18nText {
  ru: string;
  en: string;
  kk: string;
}

export const i18nText = (name: string) => jsonb(name).$type<I18nText>();
