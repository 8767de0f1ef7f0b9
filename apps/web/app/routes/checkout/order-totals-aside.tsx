/** The checkout's totals with the quote's problems, the order's refusal and the place button. */
import { CheckoutTotals } from '../../features/checkout/checkout-totals';
import type { CheckoutQuote } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';

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
      <button
        type="submit"
        form={formId}
        className="button button--primary checkout-place"
        disabled={busy || !quote.canPlace}
        aria-busy={busy}
      >
        {busy ? t('checkoutPage.placing') : t('checkoutPage.place')}
      </button>
    </section>
  );
}
