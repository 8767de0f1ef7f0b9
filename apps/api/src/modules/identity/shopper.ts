/** What the shopper's requests are scoped by: their city (or the variant's default) and content language. */
import { contentLang } from '@storefront/domain/i18n/translate';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import { ownerKeySql, sessionRowSql } from './owner-key.ts';
import type { CurrentSession } from './session.service.ts';

export function cityIdOf(session: CurrentSession | null, variant: VariantKey): number {
  return session?.cityId ?? VARIANTS[variant].defaultCityId;
}

export function shopperScope(session: CurrentSession | null, request: { variant: VariantKey; locale: LocaleTag }) {
  return { variant: request.variant, lang: contentLang(request.locale), cityId: cityIdOf(session, request.variant) };
}

/**
 * A `shopper` CTE (session, city_id, owner_key) over a session JSON expression (sessionSql), for
 * statements that look the session up themselves: `cityIdOf` and `ownerKeyOf` (owner-key.ts) in SQL.
 */
export function shopperCte(session: SQL, variant: VariantKey): SQL {
  return sql`shopper as (select j as session,
      coalesce((j->>'cityId')::int, ${VARIANTS[variant].defaultCityId}::int) as city_id,
      ${ownerKeySql(sql`j`)} as owner_key
    from ${sessionRowSql(session)} s)`;
}
