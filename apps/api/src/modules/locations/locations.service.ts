/** City search, the popular cities per country, and the shopper's city choice. */

import { contentLang, createTranslator } from '@storefront/domain/i18n/translate';
import type { LocaleTag } from '@storefront/domain/variants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/geo.ts';
import { sessions } from '../../db/schema/identity.ts';
import { invalid } from '../../errors.ts';
import { clearDeliveryChoices } from '../basket/basket.service.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import { forgetSessionFacts } from '../identity/session-facts.ts';
import { findLocation } from './city-location.ts';
import { COUNTRY_CODES, type LocationData, type ReceivedLocation } from './locations.schemas.ts';

const SEARCH_LIMIT = 20;
/** Trigram similarity from which a misspelt name still counts as a match. */
const FUZZY = 0.35;

type Lang = 'ru' | 'en' | 'kk';
type CityRow = typeof cities.$inferSelect;

function received(city: CityRow, lang: Lang): ReceivedLocation {
  return {
    location_code: city.locationCode,
    city_id: city.id,
    city: city.name[lang],
    full_city: `${city.name[lang]}, ${city.region[lang]}`,
    kladrId: city.kladrId,
    location_tree: { country: city.country },
  };
}

/** Cities whose Russian, English or Kazakh name starts with the text, then close misspellings; biggest first. */
export async function searchLocations(
  db: Db,
  input: { query: string; country?: string | undefined; locale: LocaleTag },
): Promise<ReceivedLocation[]> {
  const q = input.query.trim().toLowerCase();
  const prefix = `${q.replace(/[\\%_]/g, '\\$&')}%`;
  const names = ['ru', 'en', 'kk'].map((l) => sql`lower(${cities.name}->>${l})`);
  const startsWith = sql.join(
    names.map((n) => sql`${n} like ${prefix}`),
    sql` or `,
  );
  const similarity = sql`greatest(${sql.join(
    names.map((n) => sql`word_similarity(${q}, ${n})`),
    sql`, `,
  )})`;
  const rows = await db
    .select()
    .from(cities)
    .where(
      and(
        input.country ? eq(cities.country, input.country) : undefined,
        sql`((${startsWith}) or ${similarity} >= ${FUZZY})`,
      ),
    )
    .orderBy(sql`(${startsWith}) desc`, desc(similarity), desc(cities.population))
    .limit(SEARCH_LIMIT);
  const lang = contentLang(input.locale);
  return rows.map((c) => received(c, lang));
}

export async function popularLocations(db: Db, locale: LocaleTag) {
  const lang = contentLang(locale);
  const t = createTranslator(locale);
  const rows = await db.select().from(cities).where(eq(cities.isPopular, true)).orderBy(desc(cities.population));
  return COUNTRY_CODES.map((code) => {
    const popular = rows.filter((c) => c.country === code).map((c) => received(c, lang));
    return {
      code,
      name: t(`geo.country.${code}`),
      isSearchEnabled: true,
      isPopularCities: popular.length > 0,
      cities: popular,
    };
  });
}

/**
 * Stores the chosen city on the session and clears the basket's delivery choices, which depended
 * on the old city.
 */
export async function setLocation(
  db: Db,
  session: CurrentSession,
  input: { locationCode: string; locale: LocaleTag },
): Promise<LocationData> {
  const [city] = await db.select().from(cities).where(eq(cities.locationCode, input.locationCode)).limit(1);
  if (!city) throw invalid([{ name: 'locationCode', message: 'validation.cityError' }]);
  await db.update(sessions).set({ cityId: city.id }).where(eq(sessions.id, session.id));
  // The next page is drawn for the new city at once (the web's shared renders are per city).
  forgetSessionFacts(session.id);
  const key = ownerKeyOf(session);
  if (key && session.cityId !== city.id) await clearDeliveryChoices(db, key);
  return (await findLocation(db, city.id, contentLang(input.locale))) as LocationData;
}
