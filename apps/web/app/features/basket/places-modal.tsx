/**
 * Choosing a group's shop or pickup point: the list (with the map when a maps key is configured),
 * or 'shops not found' / 'pickup points not found' when there is none.
 */
import { useEffect, useState } from 'react';
import type { GroupPlaces } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { type MapPlace, StoresMap } from '../../ui/stores-map';
import { fetchGroupPlaces, type PlacesMethod } from './basket-delivery-api';
import { useDeliveryFetcher } from './delivery-form';
import { PlacesList, placesOf } from './places-list';

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
  const fetcher = useDeliveryFetcher({ onDone: onClose });
  const [data, setData] = useState<GroupPlaces | null>(null);
  const [failed, setFailed] = useState(false);

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

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(`basketDelivery.places.${method}`)}
      className="stores-modal"
      disableClose={fetcher.state !== 'idle'}
    >
      {failed ? <p role="alert">{t('common.requestErrors.fallbackGet')}</p> : null}
      {!data && !failed ? <p aria-busy="true">{t('stores.loading')}</p> : null}
      {data && places.length > 0 ? <StoresMap apiKey={data.maps.apiKey} places={mapPlaces} /> : null}
      {data ? <PlacesList method={method} places={places} chosenId={chosenId} fetcher={fetcher} /> : null}
    </Modal>
  );
}
