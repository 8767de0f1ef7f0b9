/**
 * The one place a count or a range of counts picks its plural form: CLDR's rules through
 * Intl.PluralRules, so Russian reads '1 день, 2 дня, 5 дней, 21 день' and a range takes the form
 * CLDR gives the pair ('2–4 дня', '2–5 дней', '1–2 days'). Message plurals (`{n, plural, …}`) call it
 * with a number or a `NumberRange`.
 */

/** A range of counts, as in 'in 2–5 days'; written with an en dash. */
export interface NumberRange {
  readonly from: number;
  readonly to: number;
}

export function numberRange(from: number, to: number): NumberRange {
  return { from, to };
}

export function isNumberRange(value: unknown): value is NumberRange {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/** Intl.PluralRules.selectRange (ES2023 Intl; not in TypeScript's lib yet). */
interface RangeRules {
  selectRange?: (from: number, to: number) => Intl.LDMLPluralRule;
}

/** The plural category of a count or a range; a runtime without selectRange takes the range's end, as CLDR mostly does. */
export function pluralCategory(rules: Intl.PluralRules, value: number | NumberRange): Intl.LDMLPluralRule {
  if (!isNumberRange(value)) return rules.select(value);
  if (value.from === value.to) return rules.select(value.to);
  const { selectRange } = rules as Intl.PluralRules & RangeRules;
  return selectRange ? selectRange.call(rules, value.from, value.to) : rules.select(value.to);
}

/** '2–5' in the caller's number format. */
export function formatRange(range: NumberRange, formatNumber: (n: number) => string): string {
  return range.from === range.to
    ? formatNumber(range.to)
    : `${formatNumber(range.from)}\u2013${formatNumber(range.to)}`;
}
