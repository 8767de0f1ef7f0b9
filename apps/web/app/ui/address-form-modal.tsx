/**
 * The form to add or change a delivery address, shared by the basket and the personal account:
 * the settlement from the city search (from 2 characters; nothing found marks it with cityError),
 * street, house (required), apartment unless a private house, entrance, floor, comment.
 */
import { CITY_SEARCH_MIN_CHARS } from '@storefront/domain/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { type AddressInput, saveAddress, searchSettlements } from '../lib/addresses-api';
import type { Address, ReceivedLocation } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { debounced } from '../lib/use-debounce';
import { useVariant } from '../lib/variant';
import { ADDRESS_AUTOCOMPLETE } from './address-autocomplete';
import { CheckboxField, FormError, TextAreaField, TextField } from './form-fields';
import { Modal } from './modal';
import { useModalForm } from './modal-form';

const SEARCH_DEBOUNCE_MS = 300;

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

interface Settlement {
  cityId: number;
  name: string;
}

/** The settlement: the chosen one shows as text; typing searches the cities to choose another. */
function SettlementField({
  value,
  onChange,
  error,
}: {
  value: Settlement | null;
  onChange: (value: Settlement) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const [query, setQuery] = useState(value?.name ?? '');
  const [found, setFound] = useState<ReceivedLocation[]>([]);
  const [cityError, setCityError] = useState(false);

  useEffect(() => {
    const q = query.trim();
    setCityError(false);
    if (q.length < CITY_SEARCH_MIN_CHARS || q === value?.name) {
      setFound([]);
      return;
    }
    return debounced(SEARCH_DEBOUNCE_MS, (signal) => {
      searchSettlements(variant, q)
        .then((list) => {
          if (signal.aborted) return;
          setFound(list);
          setCityError(list.length === 0);
        })
        .catch(() => {
          if (!signal.aborted) setCityError(true);
        });
    });
  }, [query, value?.name, variant]);

  return (
    <div className="settlement-field">
      <TextField
        label={t('basketDelivery.address.settlement')}
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
        error={cityError ? t('validation.cityError') : error}
      />
      {found.length ? (
        <ul className="city-picker__list settlement-field__list">
          {found.map((city) => (
            <li key={city.location_code}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onChange({ cityId: city.city_id, name: city.city });
                  setQuery(city.city);
                  setFound([]);
                }}
              >
                {city.full_city}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Adds an address (in the shopper's city unless another settlement is chosen), or changes a saved one. */
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
  // A new address is in the shopper's city unless another settlement is chosen.
  const here = location ? { cityId: location.cityId, name: location.shortName } : null;
  const {
    value: form,
    setValue: setForm,
    errors,
    busy,
    send,
    shownFor,
  } = useModalForm(open, address, (a) =>
    a ? { ...formOf(a), settlement: { cityId: a.cityId, name: a.city } } : { ...EMPTY, settlement: here },
  );
  const settlement = form.settlement;
  const setSettlement = (chosen: Settlement) => setForm((f) => ({ ...f, settlement: chosen }));

  const field = (name: Exclude<keyof typeof EMPTY, 'privateHouse'>) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: AddressInput = {
      cityId: settlement?.cityId ?? 0,
      street: form.street,
      house: form.house,
      apartment: form.privateHouse ? null : form.apartment,
      privateHouse: form.privateHouse,
      floor: form.floor,
      entrance: form.entrance,
      comment: form.comment,
    };
    await send(async () => onSaved(await saveAddress(variant, input, address?.id), address === null));
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(address ? 'basketDelivery.address.edit' : 'basketDelivery.address.new')}
      disableClose={busy}
    >
      <form className="address-form" onSubmit={submit} noValidate>
        {open ? (
          <SettlementField
            key={shownFor?.id ?? 'new'}
            value={settlement}
            onChange={setSettlement}
            error={errors.cityId}
          />
        ) : null}
        <TextField
          label={t('basketDelivery.address.street')}
          autoComplete={ADDRESS_AUTOCOMPLETE.street}
          {...field('street')}
        />
        <TextField label={t('basketDelivery.address.house')} {...field('house')} />
        <CheckboxField
          label={t('basketDelivery.address.privateHouse')}
          checked={form.privateHouse}
          onChange={(e) => setForm((f) => ({ ...f, privateHouse: e.target.checked }))}
        />
        {form.privateHouse ? null : (
          <TextField
            label={t('basketDelivery.address.apartment')}
            autoComplete={ADDRESS_AUTOCOMPLETE.apartment}
            {...field('apartment')}
          />
        )}
        <div className="address-form__row">
          <TextField label={t('basketDelivery.address.entrance')} {...field('entrance')} />
          <TextField label={t('basketDelivery.address.floor')} {...field('floor')} />
        </div>
        <TextAreaField label={t('basketDelivery.address.comment')} rows={2} {...field('comment')} />
        <FormError message={errors.form} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('basketDelivery.address.save')}
        </button>
      </form>
    </Modal>
  );
}
