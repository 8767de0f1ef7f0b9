/**
 * One basket line: image, name, size, colour, price, a quantity stepper, and its actions — remove,
 * move to favourites, postpone or bring back, choose its delivery method, and (when no one has it)
 * ask for an arrival notice, which needs a login.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BasketLine } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Price } from '../../ui/price';
import { Thumb } from '../../ui/thumb';
import { useToast } from '../../ui/toast';
import { setWaiting } from './basket-delivery-api';
import { useBasketDelivery } from './basket-delivery-context';
import { useBasket } from './basket-state';
import { DeliveryForm, useDeliveryFetcher } from './delivery-form';
import { QuantityStepper } from './quantity-stepper';

export function BasketLineRow({
  line,
  quantity,
  addToFavourites,
}: {
  line: BasketLine;
  quantity: number;
  /** Puts a product into the favourites (the route composes it from the favourites feature). */
  addToFavourites: (productId: number) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { requireAuth } = useUserState();
  const { setBasketQuantity } = useBasket();
  const { basket, setBasket } = useBasketDelivery();
  const fetcher = useDeliveryFetcher();
  const [waitingBusy, setBusy] = useState(false);
  const busy = waitingBusy || fetcher.state !== 'idle';
  const methodId = useId();
  const lineTotal = { amount: line.price.amount * quantity, currency: line.price.currency };

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    await call();
    setBusy(false);
  }
  const lineFields = { intent: 'line', skuId: line.productId };

  const toggleWaiting = () =>
    requireAuth(() =>
      run(async () => {
        try {
          const waiting = !line.onWaitingList;
          const result = await setWaiting(variant, line.productId, waiting);
          const onList = new Set(result.skuIds);
          setBasket({ ...basket, items: basket.items.map((i) => ({ ...i, onWaitingList: onList.has(i.productId) })) });
          if (waiting) toast.show(t('waitingList.added'), 'success');
        } catch {
          toast.show(t('common.requestErrors.fallback'), 'error');
        }
      }),
    );

  const canChooseMethod = !line.postponed && line.group !== 'notAvailable' && line.deliveryMethods.length > 0;
  const method = line.group === 'remaining' ? '' : line.group;

  return (
    <li className="basket-line">
      <Thumb picture={line.image} size={96} phoneSize={64} className="basket-line__image" />
      <div className="basket-line__info">
        <Link to={line.url} className="basket-line__name">
          {line.name}
        </Link>
        {line.size ? <p>{t('basket.size', { size: line.size })}</p> : null}
        <p>{t('basket.colour', { colour: line.colour })}</p>
        {line.maxAvailable === 0 ? <p className="basket-line__warning">{t('basket.notAvailable')}</p> : null}
      </div>
      <div className="basket-line__quantity">
        <QuantityStepper skuId={line.productId} maxAvailable={line.maxAvailable} />
        {quantity >= line.maxAvailable && line.maxAvailable > 0 ? (
          <p className="basket-line__max">{t('basket.ofMax', { count: quantity, max: line.maxAvailable })}</p>
        ) : null}
      </div>
      <Price price={lineTotal} />
      <div className="basket-line__actions">
        {canChooseMethod ? (
          <DeliveryForm fetcher={fetcher} fields={lineFields} className="basket-line__method">
            <label htmlFor={methodId}>{t('basketDelivery.moveTo')}</label>
            <select
              id={methodId}
              name="deliveryMethod"
              value={method}
              disabled={busy}
              onChange={(e) => fetcher.submit(e.currentTarget.form)}
            >
              <option value="">{t('basketDelivery.moveToRemaining')}</option>
              {line.deliveryMethods.map((m) => (
                <option key={m} value={m}>
                  {t(`basketDelivery.group.${m}`)}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="link-button">
                {t('basketDelivery.moveTo')}
              </button>
            </noscript>
          </DeliveryForm>
        ) : null}
        {line.group === 'notAvailable' ? (
          <button type="button" className="link-button" disabled={busy} onClick={toggleWaiting}>
            {t(line.onWaitingList ? 'waitingList.remove' : 'waitingList.add')}
          </button>
        ) : (
          <DeliveryForm
            fetcher={fetcher}
            fields={{ ...lineFields, postponed: String(!line.postponed) }}
            className="basket-line__form"
          >
            <button type="submit" className="link-button" disabled={busy}>
              {t(line.postponed ? 'basketDelivery.restore' : 'basketDelivery.postpone')}
            </button>
          </DeliveryForm>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => setBasketQuantity(line.productId, 0, line.maxAvailable)}
        >
          {t('basket.remove')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            addToFavourites(line.itemId);
            setBasketQuantity(line.productId, 0, line.maxAvailable);
          }}
        >
          {t('basket.moveToFavourites')}
        </button>
      </div>
    </li>
  );
}
