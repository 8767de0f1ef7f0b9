/**
 * The basket's total with the way on: 'Go to checkout' once every group's delivery is chosen, and
 * the reset of the delivery settings after a confirmation.
 */
import type { Money } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Price } from '../../ui/price';
import { resetDelivery } from './basket-delivery-api';
import { useBasketDelivery } from './basket-delivery-context';

export function BasketSummary({ total }: { total: Money }) {
  const { t } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const { isAuthorized, requireAuth } = useUserState();
  const { basket } = useBasketDelivery();
  const checkout = buildPath('BasketOrdersIndex', variant);
  const chosen = basket.items.some((i) => i.deliveryMethod !== null);
  return (
    <aside className="basket-summary">
      <p className="basket-page__total">
        {t('basket.total')}: <Price price={total} />
      </p>
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
          <button type="button" className="button button--primary" disabled aria-describedby="basket-not-ready">
            {t('basketDelivery.toCheckout')}
          </button>
          <p id="basket-not-ready" className="basket-summary__note">
            {t('basketDelivery.notReady')}
          </p>
        </>
      )}
      {chosen ? <ResetDeliveryButton /> : null}
    </aside>
  );
}

function ResetDeliveryButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const { update } = useBasketDelivery();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    const next = await update(() => resetDelivery(variant));
    setBusy(false);
    if (next) setOpen(false);
  }

  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('basketDelivery.reset')}
      </button>
      <ConfirmModal
        open={open}
        title={t('basketDelivery.reset')}
        busy={busy}
        onConfirm={reset}
        onCancel={() => setOpen(false)}
      >
        <p>{t('basketDelivery.resetConfirm')}</p>
      </ConfirmModal>
    </>
  );
}
