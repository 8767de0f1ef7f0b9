/** The shopper's city as a location: the layout's and the city choice's answer. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/geo.ts';
import type { LocationData } from './locations.schemas.ts';

/**
 * Cities change only with a reseed or a data load, never through the API: a city read is kept a few
 * minutes (as the catalogue's reference data is), so a page's layout does not ask for it each time.
 */
const CITY_TTL_MS = 5 * 60 * 1000;
type CityRow = typeof cities.$inferSelect;
const cityReads = new WeakMap<Db, Map<number, { at: number; city: Promise<CityRow | undefined> }>>();

function cityById(db: Db, cityId: number): Promise<CityRow | undefined> {
  const reads = cityReads.get(db) ?? new Map();
  cityReads.set(db, reads);
  const hit = reads.get(cityId);
  if (hit && Date.now() - hit.at < CITY_TTL_MS) return hit.city;
  const city = db
    .select()
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1)
    .then(([row]) => row);
  reads.set(cityId, { at: Date.now(), city });
  city.catch(() => reads.delete(cityId));
  return city;
}

export async function findLocation(db: Db, cityId: number, lang: 'ru' | 'en' | 'kk'): Promise<LocationData | null> {
  const city = await cityById(db, cityId);
  if (!city) return null;
  return {
    locationCode: city.locationCode,
    cityId: city.id,
    shortName: city.name[lang],
    fullName: `${city.name[lang]}, ${city.region[lang]}`,
    kladrId: city.kladrId,
    countryId: city.country,
  };
}
