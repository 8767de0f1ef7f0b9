/** The user block of the layout data (spec section 3): who is logged in, their basket and favourites. */
import { DEFAULT_SERVER_TIME_ZONE } from '@storefront/domain/constants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/identity.ts';
import { basketCounts } from '../basket/basket.service.ts';
import { favouriteIdsOf } from '../favourites/favourites.service.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import type { UserBlock } from './user-block.schemas.ts';

export async function companiesOf(db: Db, userId: number) {
  // One statement: the user's companies, each marked when it is the active one.
  const rows = await db
    .select({ id: companies.id, name: companies.name, activeId: users.activeCompanyId })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.id));
  return rows.map((c) => ({ id: c.id, name: c.name, active: c.id === c.activeId }));
}

/** A profile is complete when the profile step has given a first name and an e-mail. */
export function profileIsValid(user: { firstName: string | null; email: string | null }): boolean {
  return Boolean(user.firstName?.trim() && user.email?.trim());
}

export async function buildUserBlock(db: Db, session: CurrentSession | null): Promise<UserBlock> {
  const user = session?.user ?? null;
  const key = ownerKeyOf(session);
  const [basket, favourites, companyList] = await Promise.all([
    basketCounts(db, key),
    favouriteIdsOf(db, key),
    user ? companiesOf(db, user.id) : Promise.resolve([]),
  ]);
  return {
    isAuthorized: Boolean(user),
    isValid: user ? profileIsValid(user) : false,
    name: user?.firstName ?? '',
    email: user?.email ?? '',
    subscribe: user?.subscribe ?? false,
    phone: user?.phone ?? '',
    timeZone: user?.timeZone ?? 'default',
    serverTimeZone: DEFAULT_SERVER_TIME_ZONE,
    companies: companyList,
    legalEntity: user?.legalEntity ?? false,
    roles: user?.roles ?? [],
    basket,
    favourites,
  };
}
