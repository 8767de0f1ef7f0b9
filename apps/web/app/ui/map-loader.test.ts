import { describe, expect, it } from 'vitest';
import { MapLoader, type MapLoaderState, mapLanguage, mapsScriptUrl } from './map-loader';

/** A document that records the script elements instead of fetching them. */
function fakeDocument() {
  const scripts: { src: string; onload?: () => void; onerror?: () => void }[] = [];
  const doc = {
    createElement: () => ({}),
    head: { appendChild: (el: (typeof scripts)[number]) => scripts.push(el) },
  } as unknown as Document;
  return { doc, scripts };
}

describe('map loader', () => {
  it('builds the v3 script address with the key and language, defaulting to ru_RU', () => {
    const url = new URL(mapsScriptUrl({ apiKey: 'k-123' }));
    expect(url.origin + url.pathname).toBe('https://api-maps.yandex.ru/v3/');
    expect(url.searchParams.get('apikey')).toBe('k-123');
    expect(url.searchParams.get('lang')).toBe('ru_RU');
    expect(new URL(mapsScriptUrl({ apiKey: 'k', lang: mapLanguage('kk-KZ') })).searchParams.get('lang')).toBe('kk_KZ');
  });

  it('refuses a missing key and unknown options', () => {
    expect(() => mapsScriptUrl({ apiKey: '' })).toThrow('Maps API key is missing');
    expect(() => mapsScriptUrl({ apiKey: 'k', zoom: 3 } as never)).toThrow('Unknown map loader options: zoom');
  });

  it('goes pending → loading → loaded and adds the script once', async () => {
    const { doc, scripts } = fakeDocument();
    const loader = new MapLoader('https://maps.example/v3/?apikey=k', doc);
    const states: MapLoaderState[] = [loader.state];
    loader.subscribe((s) => states.push(s));
    const first = loader.load();
    const second = loader.load();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://maps.example/v3/?apikey=k');
    scripts[0]!.onload?.();
    await Promise.all([first, second]);
    expect(states).toEqual(['pending', 'loading', 'loaded']);
  });

  it('records a failed load as the error state', async () => {
    const { doc, scripts } = fakeDocument();
    const loader = new MapLoader('https://maps.example/v3/?apikey=bad', doc);
    const loading = loader.load();
    scripts[0]!.onerror?.();
    await expect(loading).rejects.toThrow('Map script failed to load');
    expect(loader.state).toBe('error');
  });
});
