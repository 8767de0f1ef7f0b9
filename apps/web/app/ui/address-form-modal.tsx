/**
 * The form to add or change a delivery address, shared by the basket and the personal account:
 * the settlement from the city search (from 2 characters; nothing found marks it with cityError),
 * street, house (required), apartment unless a private house, entrance, floor, comment.
 */
import { CITY_SEARCH_MIN_CHARS } from '@storefront/domain/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { type AddressInput, saveAddress, searchSettlements } from '../lib/addresses-api';
import type { Address, ReceivedLocation } from '../lib/api-types';
import { apiFieldErrors, apiMessage } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { debounced } from '../lib/use-debounce';
import { useVariant } from '../lib/variant';
import { CheckboxField, TextAreaField, TextField } from './form-fields';
import { Modal } from './modal';

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
  const [form, setForm] = useState(EMPTY);
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // The form is filled while rendering the opening modal (not in an effect after it), so nothing
  // typed in its first moment is lost.
  const [shownFor, setShownFor] = useState<Address | null | undefined>(undefined);
  if (open && shownFor !== address) {
    setShownFor(address);
    setErrors({});
    setForm(address ? formOf(address) : EMPTY);
    setSettlement(
      address
        ? { cityId: address.cityId, name: address.city }
        : location
          ? { cityId: location.cityId, name: location.shortName }
          : null,
    );
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
      cityId: settlement?.cityId ?? 0,
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
      setErrors(apiFieldErrors(e, t) ?? { form: apiMessage(e, t) });
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
        {open ? (
          <SettlementField
            key={shownFor?.id ?? 'new'}
            value={settlement}
            onChange={setSettlement}
            error={errors.cityId}
          />
        ) : null}
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
