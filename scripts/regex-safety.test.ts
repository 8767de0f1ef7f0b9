// No regular expression of the production code takes super-linear time on what a client sends: each one
// found (regex-inventory.ts) goes through recheck's automaton checker, which proves a pattern linear or
// finds an attack string. Offline and in-process: recheck's pure JavaScript build, no Java, no binary.
import { checkSync, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { SHORT_SKUS_MESSAGE } from '../apps/api/src/modules/orders/reserve-stock.ts';
import { PICTURE_FILE } from '../apps/api/src/modules/pictures/picture.routes.ts';
import { WATCHED_IDS } from '../apps/api/src/modules/product/product.schemas.ts';
import { LOGIN_CODE_PATTERN } from '../packages/domain/src/constants.ts';
import { PHONE_MASKS } from '../packages/domain/src/phone-masks.ts';
import { type FoundRegex, productionRegexes, regexesInText } from './regex-inventory.ts';

process.env.RECHECK_SYNC_BACKEND = 'pure';

/**
 * Patterns the checker cannot prove linear (it has no model of lookarounds) that are safe for the
 * reason given, by file and pattern. Keep it short: a rewrite the checker accepts is better.
 */
const REVIEWED: Record<string, string> = {
  'apps/api/src/config.ts /^::ffff:(?=\\d+\\.)/':
    'anchored at the start, so tried once; its lookahead reads the digits once (and the address is the socket’s)',
  'packages/domain/src/numbers.ts /\\B(?=(\\d{3})+(?!\\d))/g':
    'quadratic in a run of digits, but runs only on String(number): at most 21 digits before exponent notation',
  'apps/web/app/shell/shopper-splice.server.ts /name="productId" value="(\\d+)"\\/><button type="submit" value="add" class="favourite-toggle" aria-pressed="false" aria-label="[^"]*"/g':
    'too long for the checker to decide in time; it reads the shop’s own shared render, never a client’s text, and is literal text but for runs of one excluded character each ended by that character, so linear',
  'apps/web/app/shell/shopper-splice.server.ts /(<form class="action-form"[^>]*>)(<input type="hidden" name="back" value="[^"]*"\\/>)(<input type="hidden" name="skuId" value="(\\d+)"\\/>)<input type="hidden" name="quantity" value="1"\\/><button type="submit" class="button button--primary add-to-basket" disabled="" aria-busy="true">(<svg [^>]*><path [^>]*><\\/path><\\/svg><span class="add-to-basket__text">[^<]*<\\/span>)<\\/button><\\/form>/g':
    'too long for the checker to decide in time; it reads the shop’s own shared render, never a client’s text, and is literal text but for runs of one excluded character each ended by that character, so linear',
};

const PHONE_PATTERNS = () => Object.values(PHONE_MASKS).flatMap((masks) => masks.map((m) => new RegExp(m.regExpFull)));
const PHONE_CODES = () => Object.values(PHONE_MASKS).flatMap((masks) => masks.map((m) => new RegExp(m.regExpCode)));

/** `RegExp(...)` built from something other than a literal: the regexes each one builds, checked like literals. */
const BUILT: Record<string, () => RegExp[]> = {
  'packages/domain/src/constants.ts new RegExp(`^\\\\d{${LOGIN_CODE_LENGTH}}$`)': () => [LOGIN_CODE_PATTERN],
  'packages/domain/src/phone-masks.ts new RegExp(m.regExpFull)': PHONE_PATTERNS,
  'packages/domain/src/validation/fields.ts new RegExp(m.regExpFull)': PHONE_PATTERNS,
  'packages/domain/src/phone-masks.ts new RegExp(m.regExpCode)': PHONE_CODES,
  "apps/api/src/modules/pictures/picture.routes.ts new RegExp(`^(\\\\d{3,4})\\\\.(${PICTURE_FORMATS.join('|')})$`)":
    () => [PICTURE_FILE],
  'apps/api/src/modules/product/product.schemas.ts new RegExp(`^\\\\d{1,9}(,\\\\d{1,9}){0,${WATCHED_IDS_MAX - 1}}$`)':
    () => [WATCHED_IDS],
  'apps/api/src/modules/orders/reserve-stock.ts new RegExp(`"${OUT_OF_STOCK} ([0-9 ]+)"`)': () => [SHORT_SKUS_MESSAGE],
};

/** The checker's verdict; 'unknown' (a lookaround, a backreference, too large to decide in time) is not safe. */
function diagnose(source: string, flags: string): Diagnostics {
  return checkSync(source, flags, { checker: 'automaton', timeout: 20_000 });
}

function verdict(d: Diagnostics): string {
  if (d.status === 'vulnerable') return `${d.complexity.type} backtracking, e.g. on ${d.attack.pattern}`;
  if (d.status === 'unknown') return `not decided (${d.error.kind})`;
  return 'safe';
}

const keyOf = (found: FoundRegex) =>
  found.kind === 'static' ? `${found.file} /${found.source}/${found.flags}` : `${found.file} ${found.expression}`;

/** What is wrong with the regexes found, one line each. */
function problemsOf(regexes: readonly FoundRegex[]): string[] {
  const problems: string[] = [];
  for (const found of regexes) {
    const key = keyOf(found);
    const where = `${found.file}:${found.line}`;
    if (found.kind === 'dynamic') {
      const built = BUILT[key];
      if (!built) problems.push(`${where} ${found.expression}: built from a value; list what it builds in BUILT`);
      else
        for (const regex of built()) {
          const d = diagnose(regex.source, regex.flags);
          if (d.status !== 'safe') problems.push(`${where} builds /${regex.source}/${regex.flags}: ${verdict(d)}`);
        }
      continue;
    }
    if (REVIEWED[key]) continue;
    const d = diagnose(found.source, found.flags);
    if (d.status !== 'safe') problems.push(`${where} /${found.source}/${found.flags}: ${verdict(d)}`);
  }
  return problems;
}

describe('regular expressions on request input', () => {
  const regexes = productionRegexes();

  it('take linear time, every one in the API, the domain, the web host and the web app', { timeout: 120_000 }, () => {
    expect(regexes.length).toBeGreaterThan(100);
    expect(problemsOf(regexes)).toEqual([]);
  });

  it('keep no allowance for a pattern no longer in the code', () => {
    const keys = new Set(regexes.map(keyOf));
    expect([...Object.keys(REVIEWED), ...Object.keys(BUILT)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('catch a backtracking pattern, and a regex built from a value, in a new file', () => {
    const found = regexesInText(
      'apps/api/src/new.ts',
      'const a = /^(\\w+\\s?)*$/;\nconst b = z.string().regex(/\\d+$/);\nconst c = new RegExp(name + "+$", "i");',
    );
    expect(problemsOf(found)).toEqual([
      expect.stringMatching(/^apps\/api\/src\/new\.ts:1 \/\^\(\\w\+\\s\?\)\*\$\/: exponential backtracking/),
      expect.stringMatching(/^apps\/api\/src\/new\.ts:2 \/\\d\+\$\/: polynomial backtracking/),
      'apps/api/src/new.ts:3 new RegExp(name + "+$", "i"): built from a value; list what it builds in BUILT',
    ]);
  });
});
