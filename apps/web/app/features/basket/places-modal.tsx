/**
 * Choosing a group's shop or pickup point: the list (with the map when a maps key is configured),
 * or 'shops not found' / 'pickup points not found' when there is none.
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { useEffect, useState } from 'react';
import type { GroupPlaces } from '../../lib/api-types';
import { readyInText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { TodayHours } from '../../ui/opening-hours';
import { type MapPlace, StoresMap } from '../../ui/stores-map';
import { chooseGroup, fetchGroupPlaces, type PlacesMethod } from './basket-delivery-api';
import { useBasketDelivery } from './basket-delivery-context';

interface Place {
  id: number;
  name: string;
  address: string;
  metro: string | null;
  hours: ([string, string] | null)[];
  coordinates: [number, number];
  readyIn: string | null;
}

function placesOf(data: GroupPlaces, t: ReturnType<typeof useI18n>['t']): Place[] {
  if (data.method === 'pvz') {
    return data.pickupPoints.map((p) => ({ ...p, name: p.provider, metro: null, readyIn: null }));
  }
  return data.shops.map((s) => ({ ...s, readyIn: readyInText(t, s.readyIn) }));
}

export function PlacesModal({
  method,
  open,
  onClose,
  chosenId,
}: {
  method: PlacesMethod;
  open: boolean;
  onClose: () => void;
  chosenId: number | null;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const { update } = useBasketDelivery();
  const [data, setData] = useState<GroupPlaces | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setData(null);
    setFailed(false);
    fetchGroupPlaces(variant, method)
      .then((places) => live && setData(places))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, method, variant]);

  const places = data ? placesOf(data, t) : [];
  const mapPlaces: MapPlace[] = places.map((p) => ({ id: p.id, title: p.name, coordinates: p.coordinates }));

  async function choose(id: number) {
    setBusy(true);
    const body = method === 'pvz' ? { pickupPointId: id } : { storeId: id };
    const next = await update(() => chooseGroup(variant, method, body));
    setBusy(false);
    if (next) onClose();
  }

  const empty = method === 'pvz' ? CHECKOUT_MESSAGES.pickupPointsNotFound : CHECKOUT_MESSAGES.shopsNotFound;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(`basketDelivery.places.${method}`)}
      className="stores-modal"
      disableClose={busy}
    >
      {failed ? <p role="alert">{t('common.requestErrors.fallbackGet')}</p> : null}
      {!data && !failed ? <p aria-busy="true">{t('stores.loading')}</p> : null}
      {data && places.length === 0 ? <p className="basket-group__problem">{t(empty)}</p> : null}
      {data && places.length > 0 ? (
        <>
          <StoresMap apiKey={data.maps.apiKey} places={mapPlaces} />
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
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={`${t('basketDelivery.places.choose')}: ${p.name}, ${p.address}`}
                    onClick={() => choose(p.id)}
                  >
                    {t('basketDelivery.places.choose')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
