import { MAX_PAGE_URL } from '@storefront/domain/constants';
import { z } from 'zod';
import { flag, linkSchema, metaSchema } from '../../lib/schemas.ts';
import { locationSchema } from '../locations/locations.schemas.ts';
import { userBlockSchema } from '../user-block/user-block.schemas.ts';

export const layoutQuery = z.object({
  pageUrl: z.string().min(1).max(MAX_PAGE_URL).startsWith('/', 'must start with /'),
  pageName: z
    .string()
    .regex(/^[A-Za-z]{1,64}$/)
    .optional(),
  meta: flag.default(true),
});

const menuGroup = z.object({ title: z.string(), items: z.array(linkSchema) });

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
  webVitalsSampleRate: z
    .number()
    .min(0)
    .max(1)
    .describe('the share of page loads whose browser reports its page speed (WEB_VITALS_SAMPLE_RATE); 0: none'),
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
  analytics: z
    .object({ ga4Id: z.string().nullable(), ymId: z.string().nullable() })
    .nullable()
    .describe(
      'the variant’s analytics counters (ANALYTICS_GA4_ID_*, ANALYTICS_YM_ID_*), loaded only with the shopper’s consent; null: none',
    ),
});

export type LayoutQuery = z.infer<typeof layoutQuery>;
export type Layout = z.infer<typeof layoutSchema>;
