/**
 * The checkout's totals with the quote's problems, the order's refusal and the place button. The
 * button, what is to pay and the terms of sale form a bar that on phones stays at the screen's foot.
 */

import { buildPath } from '@storefront/domain/routes';
import { TERMS_OF_SALE_DOCUMENT } from '@storefront/domain/shop-trust';
import { Link } from 'react-router';
import { CheckoutTotals } from '../../features/checkout/checkout-totals';
import type { CheckoutQuote } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Price } from '../../ui/price';

/** Problems the promo code and payment method sections show themselves. */
const SHOWN_IN_PLACE = new Set(['code', 'paymentMethod']);

export function OrderTotalsAside({
  quote,
  formId,
  formError,
  busy,
}: {
  quote: CheckoutQuote;
  formId: string;
  formError: string | null;
  busy: boolean;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const problems = quote.problems.filter((p) => !SHOWN_IN_PLACE.has(p.name));
  return (
    <section className="checkout-section" aria-labelledby="checkout-totals">
      <h2 id="checkout-totals">{t('checkoutPage.totals.title')}</h2>
      <CheckoutTotals quote={quote} />
      {problems.length ? (
        <ul className="checkout-problems">
          {problems.map((p) => (
            <li key={`${p.name}:${p.message}`} className="checkout-warning">
              {fieldMessage(t, p.name, p.message, p.params)}
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <p className="checkout-warning" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="checkout-placebar">
        <p className="checkout-placebar__sum" aria-hidden="true">
          {t('checkoutPage.totals.toPay')} <Price price={quote.toPay} />
        </p>
        <button
          type="submit"
          form={formId}
          className="button button--primary checkout-place"
          disabled={busy || !quote.canPlace}
          aria-busy={busy}
        >
          {busy ? t('checkoutPage.placing') : t('checkoutPage.place')}
        </button>
        <p className="checkout-placebar__terms">
          {t('checkoutFocus.terms')}{' '}
          <Link to={buildPath('StaticDocumentsDetailIndex', variant, { documentName: TERMS_OF_SALE_DOCUMENT })}>
            {t('checkoutFocus.termsLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
