/**
 * A group's shops or pickup points, each with its choose form (delivery-form.tsx): in the places
 * modal, or on the basket page itself when the list was asked for without JavaScript.
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import type { GroupPlaces } from '../../lib/api-types';
import { readyInText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { TodayHours } from '../../ui/opening-hours';
import type { PlacesMethod } from './basket-delivery-api';
import { type DeliveryFetcher, DeliveryForm } from './delivery-form';

export interface Place {
  id: number;
  name: string;
  address: string;
  metro: string | null;
  hours: ([string, string] | null)[];
  coordinates: [number, number];
  readyIn: string | null;
}

export function placesOf(data: GroupPlaces, t: ReturnType<typeof useI18n>['t']): Place[] {
  if (data.method === 'pvz') {
    return data.pickupPoints.map((p) => ({ ...p, name: p.provider, metro: null, readyIn: null }));
  }
  return data.shops.map((s) => ({ ...s, readyIn: readyInText(t, s.readyIn) }));
}

export function PlacesList({
  method,
  places,
  chosenId,
  fetcher,
}: {
  method: PlacesMethod;
  places: Place[];
  chosenId: number | null;
  fetcher: DeliveryFetcher;
}) {
  const { t } = useI18n();
  if (places.length === 0) {
    const empty = method === 'pvz' ? CHECKOUT_MESSAGES.pickupPointsNotFound : CHECKOUT_MESSAGES.shopsNotFound;
    return <p className="basket-group__problem">{t(empty)}</p>;
  }
  const idField = method === 'pvz' ? 'pickupPointId' : 'storeId';
  return (
    <ul className="stores__list">
      {places.map((p) => (
        <li key={p.id} className="stores__item places__item">
          <div>
            <h3 className="stores__name">{p.name}</h3>
            <p>{p.address}</p>
            {p.metro ? <p>{t('stores.metro', { metro: p.metro })}</p> : null}
            <TodayHours hours={p.hours} />
            {p.readyIn ? <p>{p.readyIn}</p> : null}
          </div>
          {p.id === chosenId ? (
            <span className="places__chosen">{t('basketDelivery.places.chosen')}</span>
          ) : (
            <DeliveryForm fetcher={fetcher} fields={{ method, [idField]: p.id }}>
              <button
                type="submit"
                className="button"
                disabled={fetcher.state !== 'idle'}
                aria-label={`${t('basketDelivery.places.choose')}: ${p.name}, ${p.address}`}
              >
                {t('basketDelivery.places.choose')}
              </button>
            </DeliveryForm>
          )}
        </li>
      ))}
    </ul>
  );
}
