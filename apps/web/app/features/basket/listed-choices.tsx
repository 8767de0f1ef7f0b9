/**
 * The choices a choose button asked the basket page to list when its modal could not open (no
 * JavaScript): a group's shops or pickup points, the shopper's addresses in the city, the
 * courier's times as one plain select. Each choice posts the page's delivery form.
 */
import { formatDeliveryDay, IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import { useId } from 'react';
import { addressLine } from '../../lib/address-line';
import type { AddressList, CourierSlots, GroupPlaces } from '../../lib/api-types';
import { slotText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { DeliveryForm, useDeliveryFetcher } from './delivery-form';
import { NewAddressForm } from './new-address-form';
import { PlacesList, placesOf } from './places-list';

export function ListedPlaces({ places, chosenId }: { places: GroupPlaces; chosenId: number | null }) {
  const { t } = useI18n();
  const fetcher = useDeliveryFetcher();
  const method = places.method;
  if (method === 'courier') return null;
  return (
    <section className="delivery-panel__places" aria-label={t(`basketDelivery.places.${method}`)}>
      <PlacesList method={method} places={placesOf(places, t)} chosenId={chosenId} fetcher={fetcher} />
    </section>
  );
}

/** The saved addresses in the shopper's city and a form for another; a guest (no list) is asked to log in. */
export function ListedAddresses({ list, chosenId }: { list: AddressList | null; chosenId: number | null }) {
  const { t } = useI18n();
  const cityId = useLayout()?.location.cityId;
  const fetcher = useDeliveryFetcher();
  const here = list?.addresses.filter((a) => a.cityId === cityId) ?? [];
  return (
    <section className="delivery-panel__places" aria-label={t('basketDelivery.addresses')}>
      {list === null ? <p>{t('basketDelivery.loginForCourier')}</p> : null}
      <ul className="address-list">
        {here.map((a) => {
          const line = addressLine(t, a);
          return (
            <li key={a.id} className="address-list__item">
              <p className="address-list__line">{line}</p>
              {a.id === chosenId ? (
                <span className="address-list__note">{t('basketDelivery.places.chosen')}</span>
              ) : (
                <DeliveryForm fetcher={fetcher} fields={{ method: 'courier', addressId: a.id }}>
                  <button
                    type="submit"
                    className="button button--primary"
                    aria-label={`${t('basketDelivery.address.use')}: ${line}`}
                  >
                    {t('basketDelivery.address.use')}
                  </button>
                </DeliveryForm>
              )}
            </li>
          );
        })}
      </ul>
      {list === null ? null : list.addresses.length < list.max ? (
        <NewAddressForm />
      ) : (
        <p className="address-list__note">{t('validation.maxAddresses')}</p>
      )}
    </section>
  );
}

/** Every day and slot on offer in one select ('date slot'), since a plain page cannot narrow the slots by day. */
export function ListedSlots({ slots }: { slots: CourierSlots }) {
  const { t, locale } = useI18n();
  const fetcher = useDeliveryFetcher();
  const id = useId();
  const choices = [
    ...(slots.immediate ? [{ date: slots.today, slot: IMMEDIATE_SLOT }] : []),
    ...slots.days.flatMap((d) => d.slots.map((slot) => ({ date: d.date, slot }))),
  ];
  return (
    <DeliveryForm fetcher={fetcher} fields={{ method: 'courier' }} className="courier-time">
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {t('basketDelivery.time')}
        </label>
        <select
          id={id}
          name="when"
          className="form-field__input"
          defaultValue={`${slots.nearest.date} ${slots.nearest.timeSlot}`}
        >
          {choices.map(({ date, slot }) => (
            <option key={`${date} ${slot}`} value={`${date} ${slot}`}>
              {slot === IMMEDIATE_SLOT ? slotText(t, slot) : `${formatDeliveryDay(date, locale)}, ${slotText(t, slot)}`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('basketDelivery.saveTime')}
      </button>
    </DeliveryForm>
  );
}
