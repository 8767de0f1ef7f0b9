/**
 * The goods of the checkout (or of an order) by delivery group: the method, the shop, pickup point
 * or address with its day and slot, the price, and each line with its share of the discount.
 */
import { Link } from 'react-router';
import type { CheckoutQuote, OrderLine, OrderShipment } from '../../lib/api-types';
import { whenText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { Price } from '../../ui/price';
import { Thumb } from '../../ui/thumb';
import { deliveryLabel } from './labels';

type Group = OrderShipment & { ready?: CheckoutQuote['groups'][number]['ready'] };

function LineRow({ line }: { line: OrderLine }) {
  const { t, money } = useI18n();
  return (
    <li className="checkout-line">
      <Thumb picture={line.image} size={64} className="checkout-line__image" />
      <div className="checkout-line__info">
        <Link to={line.url} className="checkout-line__name">
          {line.name}
        </Link>
        {line.size ? <p>{t('basket.size', { size: line.size })}</p> : null}
        <p>
          {t('checkoutPage.line.quantity', { count: line.quantity })} ×{' '}
          <Price price={line.price} oldPrice={line.oldPrice} />
        </p>
        {line.discount.amount > 0 ? (
          <p className="checkout-line__discount">{t('checkoutPage.line.discount', { amount: money(line.discount) })}</p>
        ) : null}
      </div>
      <Price price={line.total} />
    </li>
  );
}

function Destination({ group }: { group: Group }) {
  const { t, locale } = useI18n();
  if (group.ready === false) return <p className="checkout-group__warning">{t('checkoutPage.group.notReady')}</p>;
  const a = group.address;
  return (
    <>
      {group.place ? (
        <p>
          {group.place.name}, {group.place.address}
        </p>
      ) : null}
      {a ? (
        <p>
          {t('basketDelivery.address.line', {
            street: a.street,
            house: a.house,
            apartment: a.apartment ?? 'none',
            city: a.city,
          })}
        </p>
      ) : null}
      {group.date ? <p>{whenText(t, locale, group.date, group.timeSlot)}</p> : null}
    </>
  );
}

export function DeliveryGroups({ groups }: { groups: readonly Group[] }) {
  const { t, money } = useI18n();
  return (
    <div className="checkout-groups">
      {groups.map((group) => (
        <section key={group.method} className="checkout-group" aria-labelledby={`checkout-group-${group.method}`}>
          <h3 id={`checkout-group-${group.method}`} className="checkout-group__title">
            {deliveryLabel(t, group.method)}
          </h3>
          <Destination group={group} />
          <p>
            {t('basketDelivery.price', {
              price: group.price.amount > 0 ? money(group.price) : t('checkoutPage.free'),
            })}
          </p>
          <ul className="checkout-lines">
            {group.lines.map((line) => (
              <LineRow key={line.productId} line={line} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
