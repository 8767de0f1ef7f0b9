/** The one way money is shown: current price, and the old price struck through when there is one. */
import type { Money } from '@storefront/domain/money';
import { useI18n } from '../lib/i18n';

export function Price({ price, oldPrice }: { price: Money; oldPrice?: Money | null }) {
  const { money, t } = useI18n();
  return (
    <span className="price">
      <span className={oldPrice ? 'price__current price__current--sale' : 'price__current'}>{money(price)}</span>
      {oldPrice ? (
        <s className="price__old">
          <span className="visually-hidden">{t('product.oldPrice')}: </span>
          {money(oldPrice)}
        </s>
      ) : null}
    </span>
  );
}
