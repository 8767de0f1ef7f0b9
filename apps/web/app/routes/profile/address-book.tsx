/**
 * The saved delivery addresses in the personal account: add, edit, delete (after a confirmation)
 * and choose the default, with the same form and rules as the basket's courier addresses.
 */
import { useState } from 'react';
import { addressLine } from '../../lib/address-line';
import { deleteAddress, fetchAddresses, makeDefaultAddress } from '../../lib/addresses-api';
import type { Address, AddressList } from '../../lib/api-types';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { AddressFormModal } from '../../ui/address-form-modal';
import { AddressRow } from '../../ui/address-row';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';

export function AddressBook({ initial, onChange }: { initial: AddressList; onChange?: () => void }) {
  const { t } = useI18n();
  const variant = useVariant();
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reload(next?: AddressList) {
    setList(next ?? (await fetchAddresses(variant)));
    onChange?.();
  }

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(apiMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  const full = list.addresses.length >= list.max;
  return (
    <>
      {list.addresses.length === 0 ? <EmptyState message={t('account.addresses.empty')} icon="pin" /> : null}
      <ul className="address-list">
        {list.addresses.map((a) => (
          <AddressRow
            key={a.id}
            address={a}
            chosen={a.isDefault}
            onEdit={setEditing}
            onDelete={setDeleting}
            action={(line) =>
              a.isDefault ? (
                <span className="address-list__note">{t('account.addresses.default')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={`${t('account.addresses.makeDefault')}: ${line}`}
                  onClick={() =>
                    act(async () => {
                      await makeDefaultAddress(variant, a.id);
                      await reload();
                    })
                  }
                >
                  {t('account.addresses.makeDefault')}
                </button>
              )
            }
          />
        ))}
      </ul>
      {error ? (
        <p role="alert" className="form-field__error">
          {error}
        </p>
      ) : null}
      {full ? <p className="address-list__note">{t('validation.maxAddresses')}</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={full || busy}
        onClick={() => setEditing('new')}
      >
        {t('basketDelivery.addAddress')}
      </button>
      <p className="address-list__note">{t('basketDelivery.addressesMax', { max: list.max })}</p>
      <AddressFormModal
        address={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await act(() => reload());
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        title={deleting ? t('basketDelivery.address.deleteConfirm', { address: addressLine(t, deleting) }) : ''}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          act(async () => {
            if (!deleting) return;
            await reload(await deleteAddress(variant, deleting.id));
            setDeleting(null);
          })
        }
      />
    </>
  );
}
