/**
 * Courier addresses in modals: the saved ones to pick from (in the shopper's city), with edit and
 * delete (after a confirmation), and the form to add or change one. A new address is picked for the
 * courier group at once.
 */
import type { Address, AddressList } from '@storefront/api/modules/addresses/addresses.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { CheckboxField, TextAreaField, TextField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import {
  type AddressInput,
  chooseGroup,
  deleteAddress,
  failureMessages,
  fetchAddresses,
  fetchBasket,
  saveAddress,
} from './basket-delivery-api';
import { useBasketDelivery } from './basket-delivery-context';
import { addressLine } from './delivery-text';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function use(id: number) {
    setBusy(true);
    setError(null);
    const next = await update(
      () => chooseGroup(variant, 'courier', { addressId: id }),
      (e) => setError(Object.values(failureMessages(e, t))[0] ?? null),
    );
    setBusy(false);
    if (next) onClose();
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
            {list.addresses.map((a) => {
              const line = addressLine(t, a);
              return (
                <li
                  key={a.id}
                  className={`address-list__item${a.id === chosenId ? ' address-list__item--chosen' : ''}`}
                >
                  <p className="address-list__line">{line}</p>
                  <div className="address-list__actions">
                    {a.cityId !== cityId ? (
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
                    )}
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`${t('basketDelivery.address.change')}: ${line}`}
                      onClick={() => setEditing(a)}
                    >
                      {t('basketDelivery.address.change')}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`${t('basketDelivery.address.delete')}: ${line}`}
                      onClick={() => setDeleting(a)}
                    >
                      {t('basketDelivery.address.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
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

const EMPTY = { street: '', house: '', apartment: '', privateHouse: false, floor: '', entrance: '', comment: '' };

const formOf = (address: Address): typeof EMPTY => ({
  street: address.street,
  house: address.house,
  apartment: address.apartment ?? '',
  privateHouse: address.privateHouse,
  floor: address.floor ?? '',
  entrance: address.entrance ?? '',
  comment: address.comment ?? '',
});

/** Adds an address in the shopper's city, or changes a saved one. */
export function AddressFormModal({
  address,
  open,
  onClose,
  onSaved,
}: {
  address: Address | null;
  open: boolean;
  onClose: () => void;
  onSaved: (address: Address, isNew: boolean) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const location = useLayout()?.location;
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The form is filled while rendering the opening modal (not in an effect after it), so nothing
  // typed in its first moment is lost.
  const [shownFor, setShownFor] = useState<Address | null | undefined>(undefined);
  if (open && shownFor !== address) {
    setShownFor(address);
    setErrors({});
    setForm(address ? formOf(address) : EMPTY);
  } else if (!open && shownFor !== undefined) {
    setShownFor(undefined);
  }

  const field = (name: Exclude<keyof typeof EMPTY, 'privateHouse'>) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: AddressInput = {
      cityId: address?.cityId ?? location?.cityId ?? 0,
      street: form.street,
      house: form.house,
      apartment: form.privateHouse ? null : form.apartment,
      privateHouse: form.privateHouse,
      floor: form.floor,
      entrance: form.entrance,
      comment: form.comment,
    };
    setBusy(true);
    try {
      const saved = await saveAddress(variant, input, address?.id);
      onSaved(saved, address === null);
    } catch (e) {
      setErrors(failureMessages(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(address ? 'basketDelivery.address.edit' : 'basketDelivery.address.new')}
      disableClose={busy}
    >
      <form className="address-form" onSubmit={submit} noValidate>
        <TextField
          label={t('basketDelivery.address.settlement')}
          value={address?.city ?? location?.shortName ?? ''}
          readOnly
          error={errors.cityId}
        />
        <TextField label={t('basketDelivery.address.street')} autoComplete="address-line1" {...field('street')} />
        <TextField label={t('basketDelivery.address.house')} {...field('house')} />
        <CheckboxField
          label={t('basketDelivery.address.privateHouse')}
          checked={form.privateHouse}
          onChange={(e) => setForm((f) => ({ ...f, privateHouse: e.target.checked }))}
        />
        {form.privateHouse ? null : <TextField label={t('basketDelivery.address.apartment')} {...field('apartment')} />}
        <div className="address-form__row">
          <TextField label={t('basketDelivery.address.entrance')} {...field('entrance')} />
          <TextField label={t('basketDelivery.address.floor')} {...field('floor')} />
        </div>
        <TextAreaField label={t('basketDelivery.address.comment')} rows={2} {...field('comment')} />
        {errors.form ? (
          <p role="alert" className="form-field__error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('basketDelivery.address.save')}
        </button>
      </form>
    </Modal>
  );
}
