/** Shops holding the chosen size (with when it can be collected) and the partners' pickup points. */

import { numberRange } from '@storefront/domain/i18n/plural';
import { useEffect, useState } from 'react';
import type { PickupPoint, StoreItem } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { TodayHours } from '../../ui/opening-hours';
import { type MapPlace, StoresMap } from '../../ui/stores-map';
import { Tabs } from '../../ui/tabs';
import { fetchPickupPoints, fetchStores } from './stores-api';

type Tab = 'shops' | 'pickup';

export interface StoresModalProps {
  open: boolean;
  onClose: () => void;
  skuId: number | null;
  quantity?: number;
  mapsApiKey: string | null;
}

export function StoresModal({ open, onClose, skuId, quantity = 1, mapsApiKey }: StoresModalProps) {
  const { t } = useI18n();
  const variant = useVariant();
  const [tab, setTab] = useState<Tab>('shops');
  const [shops, setShops] = useState<StoreItem[] | null>(null);
  const [points, setPoints] = useState<PickupPoint[] | null>(null);

  useEffect(() => {
    if (!open || skuId === null) return;
    let live = true;
    setShops(null);
    fetchStores(variant, skuId, quantity).then((list) => live && setShops(list));
    return () => {
      live = false;
    };
  }, [open, skuId, quantity, variant]);

  useEffect(() => {
    if (!open || tab !== 'pickup' || points !== null) return;
    fetchPickupPoints(variant).then(setPoints);
  }, [open, tab, points, variant]);

  const places: MapPlace[] =
    tab === 'shops'
      ? (shops ?? []).map((s) => ({ id: s.id, title: s.name, coordinates: s.coordinates }))
      : (points ?? []).map((p) => ({ id: p.id, title: `${p.provider}, ${p.address}`, coordinates: p.coordinates }));

  return (
    <Modal open={open} onClose={onClose} title={t('stores.title')} className="stores-modal">
      <Tabs
        label={t('stores.title')}
        tabs={[
          { key: 'shops', label: t('stores.shops') },
          { key: 'pickup', label: t('stores.pickupPoints') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <StoresMap apiKey={mapsApiKey} places={places} />
        {tab === 'shops' ? <ShopList shops={shops} /> : <PickupList points={points} />}
      </Tabs>
    </Modal>
  );
}

function ShopList({ shops }: { shops: StoreItem[] | null }) {
  const { t } = useI18n();
  if (shops === null) return <p aria-busy="true">{t('stores.loading')}</p>;
  if (shops.length === 0) return <p>{t('stores.shopsNotFound')}</p>;
  return (
    <ul className="stores__list">
      {shops.map((s) => (
        <li key={s.id} className="stores__item">
          <h3 className="stores__name">{s.name}</h3>
          <p>{s.address}</p>
          {s.metro ? <p>{t('stores.metro', { metro: s.metro })}</p> : null}
          <TodayHours hours={s.hours} />
          <p className={`stores__ready stores__ready--${s.availability}`}>
            {s.availability === 'inStore'
              ? t('stores.inStore', { count: s.quantity, hours: s.readyIn.max })
              : t('stores.fromWarehouse', { days: numberRange(s.readyIn.min, s.readyIn.max) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function PickupList({ points }: { points: PickupPoint[] | null }) {
  const { t } = useI18n();
  if (points === null) return <p aria-busy="true">{t('stores.loading')}</p>;
  if (points.length === 0) return <p>{t('stores.pickupNotFound')}</p>;
  return (
    <ul className="stores__list">
      {points.map((p) => (
        <li key={p.id} className="stores__item">
          <h3 className="stores__name">{p.provider}</h3>
          <p>{p.address}</p>
          <TodayHours hours={p.hours} />
        </li>
      ))}
    </ul>
  );
}
