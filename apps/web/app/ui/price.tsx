/**
 * The one way money is shown: current price, and the old price struck through when there is one;
 * `from` reads the price as the lowest of several ("from 1 990 ₽"), for a product whose sizes differ.
 */
import type { Money } from '@storefront/domain/money';
import { useI18n } from '../lib/i18n';

export function Price({ price, oldPrice, from }: { price: Money; oldPrice?: Money | null; from?: boolean }) {
  const { money, t } = useI18n();
  return (
    <span className="price">
      <span className={oldPrice ? 'price__current price__current--sale' : 'price__current'}>
        {from ? t('product.priceFrom', { price: money(price) }) : money(price)}
      </span>
      {oldPrice ? (
        <s className="price__old">
          <span className="visually-hidden">{t('product.oldPrice')}: </span>
          {money(oldPrice)}
        </s>
      ) : null}
    </span>
  );
}
