/**
 * What the shopper will pay — goods, the chosen deliveries (free from the variant's threshold, the
 * same rule the banner, the product page and checkout use) and the total — with the way on: 'Go to
 * checkout' once every group's delivery is chosen (before, pressing it says what is missing and
 * takes the shopper there), and the reset of the delivery settings.
 */
import { FREE_DELIVERY_FROM } from '@storefront/domain/delivery-prices';
import type { Money } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { OpenButton } from '../../ui/open-button';
import { Price } from '../../ui/price';
import { useBasketDelivery } from './basket-delivery-context';
import { DeliveryForm, useDeliveryFetcher } from './delivery-form';

export function BasketSummary({ goods, onBlocked }: { goods: Money; onBlocked: () => void }) {
  const { t, money } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const { isAuthorized, requireAuth } = useUserState();
  const { basket } = useBasketDelivery();
  const checkout = buildPath('BasketOrdersIndex', variant);
  const chosen = basket.items.some((i) => i.deliveryMethod !== null);
  const delivering = basket.groups.some((g) => g.delivery);
  const delivery = basket.deliveryTotal;
  const left = FREE_DELIVERY_FROM[variant] - goods.amount;
  // What is missing is said once the shopper tries to go on, not before.
  const [blocked, setBlocked] = useState(false);
  return (
    <aside className="basket-summary">
      <dl className="basket-summary__sums">
        <dt>{t('basket.goods')}</dt>
        <dd>
          <Price price={goods} />
        </dd>
        <dt>{t('basket.delivery')}</dt>
        <dd>
          {!delivering ? (
            t('basket.deliveryLater')
          ) : delivery.amount === 0 ? (
            t('basket.deliveryFree')
          ) : (
            <Price price={delivery} />
          )}
        </dd>
        <dt className="basket-page__total">{t('basket.total')}</dt>
        <dd className="basket-page__total">
          <Price price={{ amount: goods.amount + delivery.amount, currency: goods.currency }} />
        </dd>
      </dl>
      {left > 0 ? (
        <p className="basket-summary__note">
          {t('basket.freeDeliveryLeft', { amount: money({ amount: left, currency: goods.currency }) })}
        </p>
      ) : null}
      {basket.readyForCheckout ? (
        <Link
          to={checkout}
          className="button button--primary"
          onClick={(e) => {
            // Checkout needs a login: a guest logs in first and goes on from there.
            if (isAuthorized) return;
            e.preventDefault();
            requireAuth(() => navigate(checkout));
          }}
        >
          {t('basketDelivery.toCheckout')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            aria-describedby={blocked ? 'basket-not-ready' : undefined}
            onClick={() => {
              setBlocked(true);
              onBlocked();
            }}
          >
            {t('basketDelivery.toCheckout')}
          </button>
          {blocked ? (
            <p id="basket-not-ready" className="basket-summary__warning" role="alert">
              {t('basketDelivery.notReady')}
            </p>
          ) : null}
        </>
      )}
      {chosen ? <ResetDeliveryButton /> : null}
    </aside>
  );
}

/**
 * The reset, after a confirmation: the modal with JavaScript; without it the button asks for the
 * page with the question in it (?confirm=reset). Either posts the page's delivery form.
 */
function ResetDeliveryButton() {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const [open, setOpen] = useState(false);
  const fetcher = useDeliveryFetcher({ onDone: () => setOpen(false) });
  const reset = () => fetcher.submit({ intent: 'reset', _js: '1' }, { method: 'post' });

  return (
    <>
      <OpenButton name="confirm" value="reset" className="link-button" onOpen={() => setOpen(true)}>
        {t('basketDelivery.reset')}
      </OpenButton>
      {search.get('confirm') === 'reset' ? (
        <section aria-label={t('basketDelivery.reset')}>
          <DeliveryForm fetcher={fetcher} fields={{ intent: 'reset' }}>
            <p>{t('basketDelivery.resetConfirm')}</p>
            <button type="submit" className="button button--primary">
              {t('common.confirm')}
            </button>
          </DeliveryForm>
        </section>
      ) : null}
      <ConfirmModal
        open={open}
        title={t('basketDelivery.reset')}
        busy={fetcher.state !== 'idle'}
        onConfirm={reset}
        onCancel={() => setOpen(false)}
      >
        <p>{t('basketDelivery.resetConfirm')}</p>
      </ConfirmModal>
    </>
  );
}
