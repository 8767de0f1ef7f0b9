/** Product names and descriptions in Russian, English and Kazakh, composed from the vocabulary. */
import type { I18nText } from '../db/schema/i18n-text.ts';
import type { Adjective, Noun } from './data/types.ts';
import { inflectAdjective } from './russian.ts';

type Lang = keyof I18nText;
const LANGS: readonly Lang[] = ['ru', 'en', 'kk'];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Puts the adjective into the noun phrase: at `{adj}` when the noun has the placeholder, otherwise
 * after the noun in Russian ('Кастрюля эмалированная') and before it in English and Kazakh.
 */
function nounPhrase(template: string, adjective: string, after: boolean): string {
  if (template.includes('{adj}')) return template.replace('{adj}', adjective).replace(/\s+/g, ' ').trim();
  if (!adjective) return template;
  return after ? `${template} ${adjective}` : `${adjective} ${template}`;
}

export interface NameParts {
  noun: Noun;
  adjective: Adjective | null;
  line: string | null;
  measure: I18nText | null;
  colour: Adjective;
}

/** «Кастрюля эмалированная Nordic 3 л, молочная» / 'Enamel saucepan Nordic 3 l, milk white'. */
export function productName({ noun, adjective, line, measure, colour }: NameParts): I18nText {
  const name = {} as I18nText;
  for (const lang of LANGS) {
    const adj = adjective ? (lang === 'ru' ? inflectAdjective(adjective.ru, noun.gender) : adjective[lang]) : '';
    const colourName = lang === 'ru' ? inflectAdjective(colour.ru, noun.gender) : colour[lang];
    const head = [nounPhrase(noun[lang], adj, lang === 'ru'), line, measure?.[lang]].filter(Boolean).join(' ');
    name[lang] = `${capitalise(head)}, ${colourName}`;
  }
  return name;
}

/** Joins sentences per language into one paragraph. */
export function joinSentences(sentences: readonly I18nText[]): I18nText {
  return {
    ru: sentences.map((s) => s.ru).join(' '),
    en: sentences.map((s) => s.en).join(' '),
    kk: sentences.map((s) => s.kk).join(' '),
  };
}
