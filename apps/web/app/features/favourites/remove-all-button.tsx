/** Removes every favourite after a confirmation modal. */
import type { FavouriteIds } from '@storefront/api/modules/favourites/favourites.schemas';
import { useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';

export function RemoveAllButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { setFavourites } = useUserState();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function removeAll() {
    setBusy(true);
    try {
      const result = await clientApi<FavouriteIds>(variant, 'DELETE', 'favorites');
      setFavourites(result.allItemsId);
      setOpen(false);
    } catch {
      toast.show(t('common.requestErrors.fallback'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('favourites.removeAll')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('favourites.removeAllConfirm')} disableClose={busy}>
        <div className="confirm-actions">
          <button type="button" className="button button--primary" onClick={removeAll} disabled={busy}>
            {t('common.confirm')}
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy}>
            {t('common.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
