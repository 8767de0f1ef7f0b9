import { useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { useFavourites } from './favourites-state';

export function RemoveAllButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { setFavourites } = useFavourites();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function removeAll() {
    setBusy(true);
    try {
      const result = await clientApi(variant).delete('/favorites');
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
      <ConfirmModal
        open={open}
        title={t('favourites.removeAllConfirm')}
        busy={busy}
        onConfirm={removeAll}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
