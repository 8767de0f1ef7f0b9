/**
 * "Notify me on arrival" for sold-out sizes: the button, or the note that every size is on the
 * waiting list. Guests are asked to log in first. The modal's code (arrival-modal.tsx) is fetched
 * when the page is idle or the button is first pressed.
 */
import { getRoute, routeExistsIn } from '@storefront/domain/routes';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { lazyPopup } from '../../ui/lazy-popup';
import type { SoldOutSize } from './arrival-modal';

const ArrivalModal = lazyPopup(() => import('./arrival-modal').then((m) => m.ArrivalModal));

export function ArrivalNotice({ productName, sizes }: { productName: string; sizes: SoldOutSize[] }) {
  const { t } = useI18n();
  const variant = useVariant();
  // A shared render whose shopper's block has not come: whether they are logged in is unknown yet
  // (the server splices the button enabled for a browser without scripts: shopper-splice.server.ts).
  const { requireAuth, pending } = useUserState();
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState<number[]>([]);
  // The com variant has no waiting list.
  if (sizes.length === 0 || !routeExistsIn(getRoute('ProfileWaitingListIndex'), variant)) return null;

  const all = sizes.every((s) => waiting.includes(s.id));
  return (
    <>
      {all ? (
        <p className="product-page__waiting" role="status">
          {t('account.arrival.onList')}
        </p>
      ) : (
        <button
          type="button"
          className="button arrival-notice"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => requireAuth(() => setOpen(true))}
        >
          {t('waitingList.add')}
        </button>
      )}
      <ArrivalModal
        open={open}
        onClose={() => setOpen(false)}
        onAdded={setWaiting}
        productName={productName}
        sizes={sizes}
      />
    </>
  );
}
