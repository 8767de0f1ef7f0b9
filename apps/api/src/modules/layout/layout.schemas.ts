import { MAX_PAGE_URL } from '@storefront/domain/constants';
import { z } from 'zod';
import { flag, linkSchema } from '../../lib/schemas.ts';

export const layoutQuery = z.object({
  pageUrl: z.string().min(1).max(MAX_PAGE_URL).startsWith('/', 'must start with /'),
  pageName: z
    .string()
    .regex(/^[A-Za-z]{1,64}$/)
    .optional(),
  meta: flag.default(true),
});

export const locationSchema = z.object({
  locationCode: z.string(),
  cityId: z.number().int(),
  shortName: z.string(),
  fullName: z.string(),
  kladrId: z.string().nullable(),
  countryId: z.string(),
});

export const userBlockSchema = z.object({
  isAuthorized: z.boolean(),
  isValid: z.boolean().describe('the profile step is done (first name and e-mail given)'),
  name: z.string(),
  email: z.string(),
  subscribe: z.boolean(),
  phone: z.string(),
  timeZone: z.string(),
  serverTimeZone: z.string(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  legalEntity: z.boolean(),
  roles: z.array(z.string()),
  basket: z.record(z.string(), z.number().int()).describe('SKU id → quantity'),
  favourites: z.array(z.number().int()).describe('product ids, latest first'),
});

const menuGroup = z.object({ title: z.string(), items: z.array(linkSchema) });

export const metaSchema = z.object({
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  sectionName: z.string(),
  keywords: z.string(),
});

export const layoutSchema = z.object({
  variant: z.enum(['ru', 'kz', 'com']),
  locale: z.enum(['ru-RU', 'en-US', 'kk-KZ']),
  user: userBlockSchema,
  isMobileApp: z
    .boolean()
    .describe('the page is a screen of the mobile app: the app draws the chrome, the bridge is on'),
  isWebView: z.boolean().describe('the page is in the app’s web view: site chrome stays, the bridge is on'),
  isGCConstructor: z.boolean().describe('the gift-card purchase opened inside the mobile app: its own minimal chrome'),
  languages: z.record(z.string(), z.string()),
  header: z.object({ menu: z.array(linkSchema) }),
  footer: z.object({ bottomMenu: z.array(menuGroup), bottomMenuShort: z.array(linkSchema) }),
  currency: z.object({ code: z.enum(['RUB', 'KZT', 'AED']), sign: z.string() }),
  customerPhone: z.object({ number: z.string(), tollFree: z.boolean() }).nullable(),
  appLinks: z.object({ ios: z.string().nullable(), android: z.string().nullable() }).nullable(),
  mapCenter: z.tuple([z.number(), z.number()]),
  timeZoneList: z.array(z.object({ id: z.string(), utc: z.string() })),
  phoneMasks: z.array(
    z.object({ country: z.string(), mask: z.string(), regExpCode: z.string(), regExpFull: z.string() }),
  ),
  location: locationSchema,
  page: z.object({ name: z.string().nullable(), status: z.number().int() }),
  meta: metaSchema.nullable(),
  announcement: z.object({ text: z.string(), link: z.string().nullable() }).nullable(),
  liveChat: z
    .object({ scriptUrl: z.string() })
    .nullable()
    .describe('the live-chat widget the page loads once idle (LIVE_CHAT_ID); null: no chat'),
});

export type LayoutQuery = z.infer<typeof layoutQuery>;
export type Layout = z.infer<typeof layoutSchema>;
export type LocationData = z.infer<typeof locationSchema>;
export type UserBlock = z.infer<typeof userBlockSchema>;
