/** Delivery methods of the shopper's city with their price and timing, and the stores button. */
import type { ProductDelivery } from '../../lib/api-types';
import { readyInText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { Price } from '../../ui/price';

export function DeliveryTerms({ delivery, onShowStores }: { delivery: ProductDelivery; onShowStores: () => void }) {
  const { t } = useI18n();
  return (
    <section className="delivery-terms" aria-labelledby="delivery-terms-title">
      <h2 id="delivery-terms-title" className="delivery-terms__title">
        {t('product.delivery.title', { city: delivery.city.name })}
      </h2>
      <ul className="delivery-terms__list">
        {delivery.terms.map((term) => (
          <li key={term.type} className="delivery-terms__item">
            <span className="delivery-terms__name">{t(`product.delivery.${term.type}`)}</span>
            <span className="delivery-terms__when">{readyInText(t, term.readyIn)}</span>
            <span className="delivery-terms__price">
              {term.price.amount === 0 ? t('product.delivery.free') : <Price price={term.price} />}
            </span>
          </li>
        ))}
      </ul>
      <p className="delivery-terms__stores">
        {t('product.delivery.storesWithItem', { count: delivery.selfPickup.storesCount })}{' '}
        <button type="button" className="link-button" onClick={onShowStores}>
          {t('product.delivery.showStores')}
        </button>
      </p>
    </section>
  );
}
