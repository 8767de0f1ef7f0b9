/**
 * Courier addresses in modals: the saved ones to pick from (in the shopper's city), with edit and
 * delete (after a confirmation), and the form to add or change one (the addresses module, shared
 * with the personal account). A new address is picked for the courier group at once.
 */
import { useEffect, useState } from 'react';
import { addressLine } from '../../lib/address-line';
import { deleteAddress, fetchAddresses } from '../../lib/addresses-api';
import type { Address, AddressList } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useVariant } from '../../lib/variant';
import { AddressFormModal } from '../../ui/address-form-modal';
import { AddressRow } from '../../ui/address-row';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Modal } from '../../ui/modal';
import { failureMessages, fetchBasket } from './basket-delivery-api';
import { useBasketDelivery } from './basket-delivery-context';
import { useDeliveryFetcher } from './delivery-form';

export function AddressesModal({
  open,
  onClose,
  chosenId,
}: {
  open: boolean;
  onClose: () => void;
  chosenId: number | null;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const cityId = useLayout()?.location.cityId;
  const { update } = useBasketDelivery();
  const [list, setList] = useState<AddressList | null>(null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleteBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetcher = useDeliveryFetcher({ onDone: onClose, onRefusal: setError });
  const busy = deleteBusy || fetcher.state !== 'idle';

  useEffect(() => {
    if (!open) return;
    let live = true;
    setList(null);
    setError(null);
    fetchAddresses(variant)
      .then((l) => live && setList(l))
      .catch(() => live && setError(t('common.requestErrors.fallbackGet')));
    return () => {
      live = false;
    };
  }, [open, variant, t]);

  /** Gives the courier group the address, through the basket page's action. */
  function use(id: number) {
    setError(null);
    fetcher.submit({ method: 'courier', addressId: String(id), _js: '1' }, { method: 'post' });
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      setList(await deleteAddress(variant, deleting.id));
      setDeleting(null);
      // The courier group may have lost its address.
      if (deleting.id === chosenId) await update(() => fetchBasket(variant));
    } catch (e) {
      setError(Object.values(failureMessages(e, t))[0] ?? null);
    } finally {
      setBusy(false);
    }
  }

  const full = list !== null && list.addresses.length >= list.max;
  return (
    <>
      <Modal open={open} onClose={onClose} title={t('basketDelivery.addresses')} disableClose={busy}>
        {error ? (
          <p role="alert" className="form-field__error">
            {error}
          </p>
        ) : null}
        {list === null && !error ? <p aria-busy="true">{t('stores.loading')}</p> : null}
        {list ? (
          <ul className="address-list">
            {list.addresses.map((a) => (
              <AddressRow
                key={a.id}
                address={a}
                chosen={a.id === chosenId}
                onEdit={setEditing}
                onDelete={setDeleting}
                action={(line) =>
                  a.cityId !== cityId ? (
                    <span className="address-list__note">{t('basketDelivery.address.otherCity')}</span>
                  ) : a.id === chosenId ? (
                    <span className="address-list__note">{t('basketDelivery.places.chosen')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      aria-label={`${t('basketDelivery.address.use')}: ${line}`}
                      onClick={() => use(a.id)}
                    >
                      {t('basketDelivery.address.use')}
                    </button>
                  )
                }
              />
            ))}
          </ul>
        ) : null}
        {list ? (
          <>
            {full ? <p className="address-list__note">{t('validation.maxAddresses')}</p> : null}
            <button type="button" className="button" disabled={full || busy} onClick={() => setEditing('new')}>
              {t('basketDelivery.addAddress')}
            </button>
            <p className="address-list__note">{t('basketDelivery.addressesMax', { max: list.max })}</p>
          </>
        ) : null}
      </Modal>
      <AddressFormModal
        address={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={async (saved, isNew) => {
          setEditing(null);
          if (isNew) {
            // A new address is what the shopper wants the courier to come to.
            await use(saved.id);
          } else {
            const fresh = await fetchAddresses(variant).catch(() => null);
            if (fresh) setList(fresh);
            if (saved.id === chosenId) await update(() => fetchBasket(variant));
          }
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        title={deleting ? t('basketDelivery.address.deleteConfirm', { address: addressLine(t, deleting) }) : ''}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
