/**
 * What the checkout shows for a refused order: field errors at the recipient, legal-entity and
 * comment fields; lines out of stock named; anything else in one text above the button.
 */
import type { Translate } from '@storefront/domain/i18n/translator';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiMessage, type FieldErrors, fieldMessage, type Refusal } from '../../lib/field-messages';

/** Field errors this form shows at its fields; the others (lines out of stock…) above the button. */
const FORM_FIELD = /^(recipient\.|legalEntity\.|comment$)/;

/** Lines out of stock come as field errors 'lines.<skuId>'. */
const LINE = 'lines.';

export function placeRefusalTexts(
  refusal: Refusal,
  quote: CheckoutQuote,
  t: Translate,
): { errors: FieldErrors; formError: string | null } {
  const { fields } = refusal;
  const own = fields.filter((f) => FORM_FIELD.test(f.name));
  const errors = Object.fromEntries(own.map((f) => [f.name, fieldMessage(t, f.name, f.message, f.params)]));
  const short = new Set(fields.filter((f) => f.name.startsWith(LINE)).map((f) => Number(f.name.slice(LINE.length))));
  const texts = new Set(
    fields
      .filter((f) => !FORM_FIELD.test(f.name) && !f.name.startsWith(LINE))
      .map((f) => fieldMessage(t, f.name, f.message, f.params)),
  );
  const names = quote.groups.flatMap((g) => g.lines.filter((l) => short.has(l.productId)).map((l) => l.name));
  if (names.length) texts.add(t('checkoutPage.outOfStockLines', { names: names.join(', ') }));
  if (texts.size === 0 && own.length === 0) texts.add(apiMessage(refusal, t));
  return { errors, formError: texts.size ? [...texts].join(' ') : null };
}
