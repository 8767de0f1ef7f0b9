import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../numbers.ts';
import { CATALOGUES } from './catalogue.ts';
import { type FormatValue, formatMessage, type MessagePart, parseMessage } from './message-format.ts';
import { translatorFor } from './translator.ts';

const context = (locale: string) => ({
  pluralRules: new Intl.PluralRules(locale),
  formatNumber: (n: number) => formatNumber(n, locale as 'ru-RU'),
});

/** Every way a message can come out: each plural count class and each select option, other values plain. */
function valueSets(parts: readonly MessagePart[]): Record<string, FormatValue>[] {
  const choices = new Map<string, FormatValue[]>();
  const walk = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      if (part.kind === 'arg') choices.set(part.name, choices.get(part.name) ?? [`<${part.name}>`]);
      else {
        choices.set(
          part.name,
          part.kind === 'plural' ? [0, 1, 2, 3, 5, 11, 21, 22, 25, 1234] : [...Object.keys(part.options), 'unknown'],
        );
        for (const option of Object.values(part.options)) walk(option);
      }
    }
  };
  walk(parts);
  const sets: Record<string, FormatValue>[] = [];
  const longest = Math.max(1, ...[...choices.values()].map((c) => c.length));
  for (let i = 0; i < longest; i += 1)
    sets.push(Object.fromEntries([...choices].map(([name, list]) => [name, list[i % list.length]!])));
  return sets;
}

describe('message format', () => {
  it('writes every catalogue message exactly as the ICU reference implementation does', () => {
    const differ: string[] = [];
    for (const [locale, messages] of Object.entries(CATALOGUES)) {
      const reference = (text: string) =>
        new IntlMessageFormat(text, locale, undefined, {
          formatters: {
            getNumberFormat: () => ({ format: (n: number) => formatNumber(n, locale as 'ru-RU') }) as Intl.NumberFormat,
            getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
            getPluralRules: (...args) => new Intl.PluralRules(...args),
          },
        });
      for (const [id, text] of Object.entries(messages)) {
        const parsed = parseMessage(text);
        for (const values of valueSets(parsed)) {
          const ours = formatMessage(parsed, values, context(locale));
          const theirs = String(reference(text).format(values));
          if (ours !== theirs) differ.push(`${locale} ${id} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('picks Russian plural forms and exact matches', () => {
    const t = translatorFor('ru-RU', {
      items: '{n, plural, =0 {пусто} one {# товар} few {# товара} many {# товаров} other {# товара}}',
    });
    expect([0, 1, 3, 5, 21, 1.5, 10000].map((n) => t('items', { n }))).toEqual([
      'пусто',
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
      `${formatNumber(1.5, 'ru-RU')} товара`,
      `${formatNumber(10000, 'ru-RU')} товаров`,
    ]);
  });

  it('nests select and plural, and keeps # literal outside a plural', () => {
    const message = parseMessage(
      '#{who, select, me {I have {n, plural, one {# card} other {# cards}}} other {{who} has none}}',
    );
    const ctx = context('en-US');
    expect(formatMessage(message, { who: 'me', n: 2 }, ctx)).toBe('#I have 2 cards');
    expect(formatMessage(message, { who: 'Ann', n: 2 }, ctx)).toBe('#Ann has none');
  });

  it('refuses syntax it does not support and values it is not given', () => {
    expect(() => parseMessage('{d, date, short}')).toThrow(/unsupported/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{n')).toThrow(SyntaxError);
    expect(() => parseMessage('a } b')).toThrow(SyntaxError);
    expect(() => formatMessage(parseMessage('{name}'), {}, context('en-US'))).toThrow(/name/);
  });
});
