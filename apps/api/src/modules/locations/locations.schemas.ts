import { CITY_SEARCH_MIN_CHARS } from '@storefront/domain/constants';
import { z } from 'zod';

/** The shopper's city as the layout and the city choice send it. */
export const locationSchema = z.object({
  locationCode: z.string(),
  cityId: z.number().int(),
  shortName: z.string(),
  fullName: z.string(),
  kladrId: z.string().nullable(),
  countryId: z.string(),
});
export type LocationData = z.infer<typeof locationSchema>;

export const COUNTRY_CODES = ['RU', 'KZ', 'AE'] as const;

export const locationsQuery = z.object({
  query: z
    .string()
    .trim()
    .min(CITY_SEARCH_MIN_CHARS, 'validation.invalidLength')
    .max(100, 'validation.maxChars')
    .describe(`at least ${CITY_SEARCH_MIN_CHARS} characters after trimming`),
  country: z.enum(COUNTRY_CODES).optional(),
});

/** A location as the city search and the popular list send it (spec section 3, Location: received). */
export const receivedLocation = z.object({
  location_code: z.string(),
  city_id: z.number().int(),
  city: z.string(),
  full_city: z.string(),
  kladrId: z.string().nullable(),
  location_tree: z.object({ country: z.string() }),
});
export type ReceivedLocation = z.infer<typeof receivedLocation>;

export const countrySchema = z.object({
  code: z.enum(COUNTRY_CODES),
  name: z.string(),
  isSearchEnabled: z.boolean(),
  isPopularCities: z.boolean(),
  cities: z.array(receivedLocation),
});

export const setLocationBody = z.object({ locationCode: z.string().trim().min(1).max(40) });

export type Country = z.infer<typeof countrySchema>;
