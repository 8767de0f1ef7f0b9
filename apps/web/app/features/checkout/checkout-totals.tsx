/** The sums of the checkout: goods, discount, delivery, gift cards and what is left to pay. */
import type { Money } from '@storefront/domain/money';
import type { CheckoutQuote } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Price } from '../../ui/price';

const minus = (m: Money): Money => ({ amount: -m.amount, currency: m.currency });

export function CheckoutTotals({ quote }: { quote: CheckoutQuote }) {
  const { t } = useI18n();
  return (
    <dl className="checkout-totals">
      <dt>{t('checkoutPage.totals.goods')}</dt>
      <dd>
        <Price price={quote.subtotal} />
      </dd>
      {quote.discount.amount > 0 ? (
        <>
          <dt>{t('checkoutPage.totals.discount')}</dt>
          <dd>
            <Price price={minus(quote.discount)} />
          </dd>
        </>
      ) : null}
      <dt>{t('checkoutPage.totals.delivery')}</dt>
      <dd>{quote.deliveryTotal.amount > 0 ? <Price price={quote.deliveryTotal} /> : t('checkoutPage.free')}</dd>
      {quote.giftCardsPaid.amount > 0 ? (
        <>
          <dt>{t('checkoutPage.totals.giftCards')}</dt>
          <dd>
            <Price price={minus(quote.giftCardsPaid)} />
          </dd>
        </>
      ) : null}
      <dt className="checkout-totals__to-pay">{t('checkoutPage.totals.toPay')}</dt>
      <dd className="checkout-totals__to-pay">
        <Price price={quote.toPay} />
      </dd>
    </dl>
  );
}
