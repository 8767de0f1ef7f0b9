/**
 * The part of ICU MessageFormat the catalogues use — `{name}`, `{n, plural, =0 {…} one {# …} other {…}}`
 * and `{x, select, a {…} other {…}}`, nested — in a parser and a formatter small enough for every
 * page's first load (a general ICU library is ten times the size). Plural forms come from CLDR through
 * Intl.PluralRules (plural.ts, which also takes ranges); `#` is the plural's number or range, written by
 * the caller's number formatter. A message using anything else fails to parse, so catalogue.test.ts
 * catches it before a page does.
 */
import { formatRange, isNumberRange, type NumberRange, pluralCategory } from './plural.ts';

export type MessagePart =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Record<string, MessagePart[]> };

/** A range is for plurals only ('{days, plural, …# дней}' with 2–5): its '#' writes '2–5'. */
export type FormatValue = string | number | Date | NumberRange;

/** Parses a message into text and arguments; throws on syntax outside the supported subset. */
export function parseMessage(source: string): MessagePart[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in message: ${source}`);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at += 1;
  };
  const word = () => {
    skipSpace();
    const match = /^[^\s{},]+/.exec(source.slice(at));
    if (!match) fail('expected a name');
    at += match![0].length;
    return match![0];
  };

  function parts(inPlural: boolean, nested: boolean): MessagePart[] {
    const out: MessagePart[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < source.length) {
      const c = source[at]!;
      if (c === '}') {
        if (!nested) fail("unexpected '}'");
        break;
      }
      if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        at += 1;
      } else if (c === '{') {
        flush();
        at += 1;
        out.push(argument(inPlural));
      } else {
        text += c;
        at += 1;
      }
    }
    flush();
    return out;
  }

  function argument(inPlural: boolean): MessagePart {
    const name = word();
    skipSpace();
    if (source[at] === '}') {
      at += 1;
      return { kind: 'arg', name };
    }
    if (source[at] !== ',') fail("expected ',' or '}'");
    at += 1;
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') return fail(`unsupported argument type '${kind}'`);
    skipSpace();
    if (source[at] !== ',') fail("expected ','");
    at += 1;
    const options: Record<string, MessagePart[]> = {};
    for (;;) {
      skipSpace();
      if (source[at] === '}') break;
      const selector = word();
      skipSpace();
      if (source[at] !== '{') fail("expected '{'");
      at += 1;
      options[selector] = parts(kind === 'plural' || inPlural, true);
      if (source[at] !== '}') fail("expected '}'");
      at += 1;
    }
    at += 1;
    if (!options.other) fail(`'${name}' has no 'other' option`);
    return { kind, name, options };
  }

  return parts(false, false);
}

export interface FormatContext {
  pluralRules: Intl.PluralRules;
  formatNumber: (n: number) => string;
}

/** Writes a parsed message with its values; a value the message names but was not given throws. */
export function formatMessage(
  message: readonly MessagePart[],
  values: Record<string, FormatValue> | undefined,
  context: FormatContext,
  pluralValue?: number | NumberRange,
): string {
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      const n = pluralValue ?? 0;
      out += isNumberRange(n) ? formatRange(n, context.formatNumber) : context.formatNumber(n);
      continue;
    }
    if (!values || !(part.name in values)) throw new Error(`The message needs a value for '${part.name}'`);
    const value = values[part.name]!;
    if (part.kind === 'arg') {
      out += isNumberRange(value) ? formatRange(value, context.formatNumber) : String(value);
    } else if (part.kind === 'select') {
      const option = part.options[String(value)] ?? part.options.other!;
      out += formatMessage(option, values, context, pluralValue);
    } else {
      const n = isNumberRange(value) ? value : Number(value);
      const exact = isNumberRange(n) ? undefined : part.options[`=${n}`];
      const option = exact ?? part.options[pluralCategory(context.pluralRules, n)] ?? part.options.other!;
      out += formatMessage(option, values, context, n);
    }
  }
  return out;
}
