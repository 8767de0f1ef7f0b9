/**
 * The map beside the stores list. It appears only when a maps key is configured and the provider's
 * script has loaded; in every other state the list alone does the job.
 */
import { useEffect, useRef } from 'react';
import { useI18n } from '../lib/i18n';
import { mapLanguage, useMapLoader } from './map-loader';

export interface MapPlace {
  id: number;
  title: string;
  coordinates: [number, number];
}

/** The slice of the provider's v3 API this map uses. */
interface Ymaps3 {
  ready: Promise<void>;
  YMap: new (
    el: HTMLElement,
    props: { location: { center: [number, number]; zoom: number } },
  ) => {
    addChild(child: unknown): void;
    destroy(): void;
  };
  YMapDefaultSchemeLayer: new (props: object) => unknown;
  YMapDefaultFeaturesLayer: new (props: object) => unknown;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => unknown;
}

export function StoresMap({
  apiKey,
  places,
  center,
  zoom = 11,
  label,
}: {
  apiKey: string | null;
  places: MapPlace[];
  /** [longitude, latitude]; the first place when absent. */
  center?: [number, number];
  zoom?: number;
  label?: string;
}) {
  const { t, locale } = useI18n();
  const state = useMapLoader(apiKey ? { apiKey, lang: mapLanguage(locale) } : null, places.length > 0);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ymaps3 = (globalThis as { ymaps3?: Ymaps3 }).ymaps3;
    const first = places[0];
    if (state !== 'loaded' || !ymaps3 || !container.current || !first) return undefined;
    let map: InstanceType<Ymaps3['YMap']> | null = null;
    let cancelled = false;
    ymaps3.ready
      .then(() => {
        if (cancelled || !container.current) return;
        map = new ymaps3.YMap(container.current, { location: { center: center ?? first.coordinates, zoom } });
        map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        for (const place of places) {
          const pin = document.createElement('span');
          pin.className = 'stores-map__pin';
          pin.title = place.title;
          map.addChild(new ymaps3.YMapMarker({ coordinates: place.coordinates }, pin));
        }
      })
      .catch((error: unknown) => console.warn('map failed', error));
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [state, places, center, zoom]);

  if (!apiKey || places.length === 0) return null;
  return (
    <div className="stores-map" data-state={state}>
      {state === 'loading' || state === 'pending' ? <p className="stores-map__note">{t('stores.mapLoading')}</p> : null}
      {state === 'error' ? <p className="stores-map__note">{t('stores.mapError')}</p> : null}
      <div ref={container} className="stores-map__canvas" role="img" aria-label={label ?? t('stores.map')} />
    </div>
  );
}
