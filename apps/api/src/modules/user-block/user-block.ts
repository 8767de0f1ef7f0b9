/**
 * The user block of the layout data (spec section 3): who is logged in, their basket and favourites.
 * A page reads it with its session in one statement, the shopper's context (see `shopperContextSql`).
 */
import { DEFAULT_SERVER_TIME_ZONE } from '@storefront/domain/constants';
import type { VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { announcements } from '../../db/schema/content.ts';
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { companies, users } from '../../db/schema/identity.ts';
import { basketItems, favourites } from '../../db/schema/shopping.ts';
import { ownerKeySql, sessionRowSql } from '../identity/owner-key.ts';
import { type CurrentSession, sessionLiteralSql, sessionSql } from '../identity/session.service.ts';
import type { UserBlock } from './user-block.schemas.ts';

/** What every page reads for its shopper besides the session: the user block's lists, and the variant's announcement. */
export interface ShopperContext {
  /** SKU id → quantity, as basket lines were added. */
  basket: Record<string, number>;
  /** Product ids, latest first. */
  favourites: number[];
  companies: { id: number; name: string; active: boolean }[];
  /** The variant's current announcement (in all languages), when the read named a variant. */
  announcement?: { text: I18nText; link: string | null } | null;
}

export interface ShopperRead {
  session: CurrentSession | null;
  context: ShopperContext;
}

/** No one's context: nothing in a basket, no favourites or companies. */
const NO_CONTEXT: ShopperContext = { basket: {}, favourites: [], companies: [] };

/**
 * One statement answering one row, `session` (as `session` gives it) and `context` (ShopperContext):
 * the shopper's basket counts, favourite ids and companies, each a scalar subquery by the owner key,
 * and with a variant its current announcement. `session` is a JSON expression in sessionSql's shape:
 * the lookup itself (the session comes with its context) or a session already known.
 */
export function shopperContextSql(session: SQL, variant?: VariantKey): SQL {
  const announcement = variant
    ? sql`, 'announcement', (select json_build_object('text', a.text, 'link', a.link) from ${announcements} a
        where a.variant = ${variant} and a.starts_at <= now() and (a.ends_at is null or a.ends_at > now())
        order by a.starts_at desc limit 1)`
    : sql``;
  return sql`select s.j as session, json_build_object(
      'basket', (select coalesce(json_object_agg(b.sku_id::text, b.quantity order by b.created_at), '{}'::json)
        from ${basketItems} b where b.owner_key = s.owner_key),
      'favourites', (select coalesce(json_agg(f.product_id order by f.created_at desc, f.product_id desc), '[]'::json)
        from ${favourites} f where f.owner_key = s.owner_key),
      'companies', (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
          'active', coalesce(c.id = u.active_company_id, false)) order by c.id), '[]'::json)
        from ${companies} c join ${users} u on u.id = c.user_id where c.user_id = s.user_id)
      ${announcement}) as context
    from (select j, ${ownerKeySql(sql`j`)} as owner_key, (j->'user'->>'id')::int as user_id
      from ${sessionRowSql(session)} l) s`;
}

/** Runs a shopper-context statement (shopperContextSql): its one row. */
export async function readShopper(db: Db, statement: SQL): Promise<ShopperRead> {
  const [row] = await preparedRows<ShopperRead>(db, 'shopper', statement);
  return row ?? { session: null, context: NO_CONTEXT };
}

/**
 * The request's session and shopper context, read in one statement, or none when a page's other
 * API call already read them (plugins/session.ts `shopperContext`, given shopperContextSql in app.ts).
 */
export async function shopperOf(request: FastifyRequest): Promise<ShopperRead> {
  return (await request.shopperContext()) as ShopperRead;
}

/** A profile is complete when the profile step has given a first name and an e-mail. */
export function profileIsValid(user: { firstName: string | null; email: string | null }): boolean {
  return Boolean(user.firstName?.trim() && user.email?.trim());
}

/** The user block of a session and its context. */
export function userBlockOf({ session, context }: ShopperRead): UserBlock {
  const user = session?.user ?? null;
  return {
    isAuthorized: Boolean(user),
    isValid: user ? profileIsValid(user) : false,
    name: user?.firstName ?? '',
    email: user?.email ?? '',
    subscribe: user?.subscribe ?? false,
    phone: user?.phone ?? '',
    timeZone: user?.timeZone ?? 'default',
    serverTimeZone: DEFAULT_SERVER_TIME_ZONE,
    companies: context.companies,
    legalEntity: user?.legalEntity ?? false,
    roles: user?.roles ?? [],
    basket: context.basket,
    favourites: context.favourites,
  };
}

/** The user block of a session already known: one statement. */
export async function buildUserBlock(db: Db, session: CurrentSession | null): Promise<UserBlock> {
  if (!session) return userBlockOf({ session, context: NO_CONTEXT });
  return userBlockOf(await readShopper(db, shopperContextSql(sessionLiteralSql(session))));
}

/** The user block of the session a cookie token names, read afresh (after a login or a profile change): one statement. */
export async function userBlockOfToken(db: Db, token: string | undefined): Promise<UserBlock> {
  return userBlockOf(await readShopper(db, shopperContextSql(sessionSql(token))));
}
