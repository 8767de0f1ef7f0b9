/**
 * Loads the maps provider's v3 script once per page, with the language and API key as query
 * parameters. States: pending (nothing asked yet), loading, loaded, error. Without a configured key
 * nothing is loaded at all and callers show their list alone; asking anyway is a programming error.
 */
import type { LocaleTag } from '@storefront/domain/variants';
import { useEffect, useState } from 'react';

export type MapLoaderState = 'pending' | 'loading' | 'loaded' | 'error';

export const MAPS_SCRIPT_URL = 'https://api-maps.yandex.ru/v3/';

export interface MapLoaderOptions {
  apiKey: string;
  /** Provider language code, e.g. ru_RU (the default). */
  lang?: string;
}

const KNOWN_OPTIONS = new Set(['apiKey', 'lang']);

const MAP_LANGUAGES: Record<LocaleTag, string> = { 'ru-RU': 'ru_RU', 'en-US': 'en_US', 'kk-KZ': 'kk_KZ' };

export function mapLanguage(locale: LocaleTag): string {
  return MAP_LANGUAGES[locale];
}

/** The script address; a missing key or an unknown option is refused rather than silently ignored. */
export function mapsScriptUrl(options: MapLoaderOptions): string {
  const unknown = Object.keys(options).filter((k) => !KNOWN_OPTIONS.has(k));
  if (unknown.length) throw new Error(`Unknown map loader options: ${unknown.join(', ')}`);
  if (!options.apiKey) throw new Error('Maps API key is missing');
  const url = new URL(MAPS_SCRIPT_URL);
  url.searchParams.set('apikey', options.apiKey);
  url.searchParams.set('lang', options.lang ?? 'ru_RU');
  return url.toString();
}

type Listener = (state: MapLoaderState) => void;

/** One loader per script address: every map on the page shares the same script and state. */
export class MapLoader {
  state: MapLoaderState = 'pending';
  error: unknown = null;
  private readonly listeners = new Set<Listener>();
  private promise: Promise<void> | null = null;

  constructor(
    readonly url: string,
    private readonly doc: Document = document,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(state: MapLoaderState): void {
    this.state = state;
    for (const l of this.listeners) l(state);
  }

  load(): Promise<void> {
    this.promise ??= new Promise<void>((resolve, reject) => {
      this.set('loading');
      const script = this.doc.createElement('script');
      script.src = this.url;
      script.async = true;
      script.onload = () => {
        this.set('loaded');
        resolve();
      };
      script.onerror = () => {
        // Recorded, not thrown at the page: the list stays usable without the map.
        this.error = new Error(`Map script failed to load: ${this.url}`);
        console.warn(String(this.error));
        this.set('error');
        reject(this.error);
      };
      this.doc.head.appendChild(script);
    });
    return this.promise;
  }
}

const loaders = new Map<string, MapLoader>();

export function mapLoaderFor(options: MapLoaderOptions): MapLoader {
  const url = mapsScriptUrl(options);
  let loader = loaders.get(url);
  if (!loader) {
    loader = new MapLoader(url);
    loaders.set(url, loader);
  }
  return loader;
}

/** The loader's state for a component; with no key (null options) it stays 'pending' and loads nothing. */
export function useMapLoader(options: MapLoaderOptions | null, enabled = true): MapLoaderState {
  const [state, setState] = useState<MapLoaderState>('pending');
  const apiKey = options?.apiKey;
  const lang = options?.lang;
  useEffect(() => {
    if (!apiKey || !enabled) return undefined;
    const loader = mapLoaderFor(lang ? { apiKey, lang } : { apiKey });
    setState(loader.state);
    const unsubscribe = loader.subscribe(setState);
    loader.load().catch(() => undefined);
    return () => {
      unsubscribe();
    };
  }, [apiKey, lang, enabled]);
  return state;
}
