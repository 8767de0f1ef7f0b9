import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../time-zones.ts';
import { CATALOGUES } from './catalogue.ts';
import { type MessagePart, parseMessage } from './message-format.ts';

/** Words Kazakh shares with Russian (loanwords, units, the brand), so a Kazakh message may equal the Russian one. */
const SHARED_WORDS = new Set([
  'Артикул',
  'Баннер',
  'Блог',
  'Бренд',
  'г',
  'Дизайн',
  'Журнал',
  'Каталог',
  'Коллекция',
  'Контент',
  'Курьер',
  'Лукбук',
  'Материал',
  'Метро',
  'PIN-код',
  'Промокод',
  'Серия',
  'см',
  'Ср', // Wednesday: сәрсенбі in Kazakh, среда in Russian
  'Телефон',
  'Хит',
  'Уют',
]);

/** Messages the same in every language by design. */
const SAME_EVERYWHERE = (id: string) =>
  id.startsWith('language.') || // each language is named in itself
  id.startsWith('timeZones.') || // city names, mostly written alike in Kazakh and Russian
  id === 'errors.pageNotFoundPath' || // the spec fixes this text
  ['footer.payment.mir', 'footer.payment.visa', 'footer.payment.mastercard'].includes(id); // card schemes' names

/** The words of a message, without its placeholders and ICU syntax. */
const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ').match(/[\p{L}][\p{L}-]*/gu) ?? [];

/** The argument names of a message, nested ones (inside plural and select) included. */
function argumentNames(parts: readonly MessagePart[], names = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === 'string' || part.kind === 'pound') continue;
    names.add(part.name);
    if (part.kind !== 'arg') for (const option of Object.values(part.options)) argumentNames(option, names);
  }
  return names;
}

describe('message catalogues', () => {
  it('parses every message with the same arguments as English', () => {
    const args = (text: string) => [...argumentNames(parseMessage(text))].sort();
    const en = CATALOGUES['en-US'];
    for (const locale of ['ru-RU', 'kk-KZ'] as const) {
      const differ = Object.entries(CATALOGUES[locale])
        .filter(([id, text]) => args(text).join() !== args(en[id as keyof typeof en]).join())
        .map(([id]) => id);
      expect(differ, locale).toEqual([]);
    }
  });

  it('translates every Kazakh message that is not a loanword', () => {
    const ru = CATALOGUES['ru-RU'] as Record<string, string>;
    const russianInKazakh = Object.entries(CATALOGUES['kk-KZ'])
      .filter(([id, kk]) => kk === ru[id] && !SAME_EVERYWHERE(id))
      .filter(([, kk]) => words(kk).some((w) => !SHARED_WORDS.has(w)))
      .map(([id, kk]) => `${id}: ${kk}`);
    expect(russianInKazakh).toEqual([]);
  });

  it('names the city of every time zone a shopper can pick', () => {
    const en = CATALOGUES['en-US'] as Record<string, string>;
    expect(TIME_ZONES.filter((id) => !en[`timeZones.${id}`])).toEqual([]);
  });

  it('writes the brand in the script of each language', () => {
    const brands = { 'ru-RU': 'Уют', 'kk-KZ': 'Уют', 'en-US': 'Uyut' } as const;
    for (const [locale, brand] of Object.entries(brands) as [keyof typeof brands, string][]) {
      expect(CATALOGUES[locale]['shop.name']).toBe(brand);
      const foreign = locale === 'en-US' ? /Уют/ : /Uyut/;
      const wrong = Object.entries(CATALOGUES[locale]).filter(([, text]) => foreign.test(text));
      expect(wrong, locale).toEqual([]);
    }
  });
});
