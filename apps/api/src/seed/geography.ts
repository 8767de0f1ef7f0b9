/** Cities, shops, warehouses and pickup points as rows with fixed ids. */
import type { cities, pickupPoints, stores } from '../db/schema/geo.ts';
import { EMIRATE_CITIES, EMIRATES } from './data/cities-ae.ts';
import { KAZAKH_CITIES, KAZAKH_REGIONS } from './data/cities-kz.ts';
import { RUSSIAN_CITIES } from './data/cities-ru.ts';
import { PICKUP_POINTS, PROVIDER_HOURS } from './data/pickup-points.ts';
import { RUSSIAN_REGIONS } from './data/regions-ru.ts';
import { STORES } from './data/stores.ts';
import { Random, SEED } from './random.ts';

type CityRow = typeof cities.$inferInsert & { id: number };

/** How many of the biggest cities per country are offered as "popular" in the city picker. */
const POPULAR_PER_COUNTRY: Readonly<Record<string, number>> = { RU: 10, KZ: 10, AE: 7 };

export interface StockLocation {
  id: number;
  kind: 'shop' | 'warehouse';
  /** Share of SKUs the location stocks. */
  assortment: number;
}

export interface Geography {
  cityRows: CityRow[];
  storeRows: (typeof stores.$inferInsert)[];
  pickupPointRows: (typeof pickupPoints.$inferInsert)[];
  stockLocations: StockLocation[];
}

/**
 * A plausible KLADR code: region, district 000, the city's number within the region, 00000.
 * Federal cities (Moscow, Saint Petersburg) are the region itself.
 */
function kladrId(region: number, numberInRegion: number): string {
  const code = String(region).padStart(2, '0');
  if (region === 77 || region === 78) return `${code}00000000000`;
  return `${code}000${String(numberInRegion).padStart(3, '0')}00000`;
}

function buildCities(): CityRow[] {
  const perRegion = new Map<number, number>();
  const rows: CityRow[] = [
    ...RUSSIAN_CITIES.map(([id, ru, en, region, lat, lon, population, kk]): CityRow => {
      const regionData = RUSSIAN_REGIONS[region];
      if (!regionData) throw new Error(`Seed geography: unknown Russian region ${region} for ${en}`);
      const n = (perRegion.get(region) ?? 0) + 1;
      perRegion.set(region, n);
      return {
        id,
        country: 'RU',
        name: { ru, en, kk: kk ?? ru },
        region: regionData.name,
        locationCode: String(id),
        kladrId: kladrId(region, n),
        lat,
        lon,
        population,
        timeZone: regionData.timeZone,
      };
    }),
    ...KAZAKH_CITIES.map(
      ([id, ru, en, kk, region, lat, lon, population]): CityRow => ({
        id,
        country: 'KZ',
        name: { ru, en, kk },
        region: KAZAKH_REGIONS[region].name,
        locationCode: String(id),
        kladrId: null,
        lat,
        lon,
        population,
        timeZone: KAZAKH_REGIONS[region].timeZone,
      }),
    ),
    ...EMIRATE_CITIES.map(
      ([id, ru, en, kk, emirate, lat, lon, population]): CityRow => ({
        id,
        country: 'AE',
        name: { ru, en, kk },
        region: EMIRATES[emirate],
        locationCode: String(id),
        kladrId: null,
        lat,
        lon,
        population,
        timeZone: 'Asia/Dubai',
      }),
    ),
  ];
  for (const [country, count] of Object.entries(POPULAR_PER_COUNTRY)) {
    const biggest = rows
      .filter((c) => c.country === country)
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
      .slice(0, count);
    for (const city of biggest) city.isPopular = true;
  }
  return rows.map((c) => ({ ...c, isPopular: c.isPopular ?? false }));
}

export function buildGeography(): Geography {
  const cityRows = buildCities();
  const byEnglishName = new Map<string, CityRow>();
  for (const city of cityRows) {
    if (byEnglishName.has(city.name.en)) throw new Error(`Seed geography: duplicate city name '${city.name.en}'`);
    byEnglishName.set(city.name.en, city);
  }
  const cityNamed = (name: string): CityRow => {
    const city = byEnglishName.get(name);
    if (!city) throw new Error(`Seed geography: unknown city '${name}'`);
    return city;
  };

  const storeRows = STORES.map(({ city, assortment: _, ...store }, i) => ({
    id: i + 1,
    cityId: cityNamed(city).id,
    ...store,
    // Drawn on request (/images/content/demo/shop/…) until the back office replaces them.
    photos: store.kind === 'shop' ? [1, 2, 3].map((n) => `demo/shop/${i + 1}/${n}.svg`) : [],
  }));
  const stockLocations = STORES.map((s, i) => ({ id: i + 1, kind: s.kind, assortment: s.assortment }));

  // Street-level coordinates are not in the data: points are scattered within ~3 km of the centre.
  const pickupPointRows = PICKUP_POINTS.map((point, i) => {
    const city = cityNamed(point.city);
    const rng = new Random(SEED, 9, i);
    return {
      id: i + 1,
      cityId: city.id,
      provider: point.provider,
      address: point.address,
      lat: round6(city.lat + (rng.next() - 0.5) * 0.05),
      lon: round6(city.lon + (rng.next() - 0.5) * 0.08),
      hours: PROVIDER_HOURS[point.provider],
    };
  });

  return { cityRows, storeRows, pickupPointRows, stockLocations };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
