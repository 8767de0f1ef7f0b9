/**
 * A user's saved courier addresses: at most MAX_ADDRESSES, each with a house, in a known city. One
 * of them is the default (the first one saved, until the shopper chooses another); it is listed
 * first. The basket and the personal account use this one module.
 */
import { MAX_ADDRESSES } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/geo.ts';
import { users } from '../../db/schema/identity.ts';
import { addresses } from '../../db/schema/orders.ts';
import { invalid, notFound } from '../../errors.ts';
import type { Address, AddressBody, AddressList, AddressPatchBody } from './addresses.schemas.ts';

type Lang = 'ru' | 'en' | 'kk';
type AddressRow = typeof addresses.$inferSelect;

const view = (row: AddressRow, city: { ru: string; en: string; kk: string }, lang: Lang): Address => ({
  id: row.id,
  cityId: row.cityId,
  city: city[lang],
  street: row.street,
  house: row.house,
  apartment: row.apartment,
  privateHouse: row.privateHouse,
  floor: row.floor,
  entrance: row.entrance,
  comment: row.comment,
  isDefault: row.isDefault,
});

export async function listAddresses(db: Db, userId: number, lang: Lang): Promise<AddressList> {
  const rows = await db
    .select({ address: addresses, city: cities.name })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return { addresses: rows.map((r) => view(r.address, r.city, lang)), max: MAX_ADDRESSES };
}

async function cityName(db: Db, cityId: number) {
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw invalid([{ name: 'cityId', message: MESSAGE_KEYS.cityNotFound }]);
  return city.name;
}

/** An apartment, unless it is a private house. */
function checkApartment(address: { apartment: string | null; privateHouse: boolean }): void {
  if (!address.privateHouse && !address.apartment)
    throw invalid([{ name: 'apartment', message: MESSAGE_KEYS.required }]);
}

export async function addAddress(db: Db, userId: number, lang: Lang, body: AddressBody): Promise<Address> {
  const apartment = body.privateHouse ? null : (body.apartment ?? null);
  checkApartment({ apartment, privateHouse: body.privateHouse });
  const city = await cityName(db, body.cityId);
  return db.transaction(async (tx) => {
    // The user's row is locked so that two requests at once cannot both add the last allowed address.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (Number(held?.n ?? 0) >= MAX_ADDRESSES) throw invalid([{ name: 'form', message: MESSAGE_KEYS.maxAddresses }]);
    const { isDefault, ...fields } = body;
    const first = Number(held?.n ?? 0) === 0;
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, apartment, userId, isDefault: first || isDefault === true })
      .returning();
    if (!first && isDefault) await clearOtherDefaults(tx, userId, row!.id);
    return view(row as AddressRow, city, lang);
  });
}

async function clearOtherDefaults(db: Db, userId: number, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

async function ownAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Another user's address is answered exactly like a missing one.
  if (!row) throw notFound('Address not found');
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  lang: Lang,
  id: number,
  body: AddressPatchBody,
): Promise<Address> {
  const current = await ownAddress(db, userId, id);
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<AddressRow>;
  const next = { ...current, ...changes };
  if (next.privateHouse) next.apartment = null;
  checkApartment(next);
  const city = await cityName(db, next.cityId);
  // The default can be chosen, not given up: another address is chosen instead.
  const { isDefault, ...fields } = changes;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, ...(isDefault ? { isDefault: true } : {}), apartment: next.apartment, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    return view(row as AddressRow, city, lang);
  });
}

export async function deleteAddress(db: Db, userId: number, lang: Lang, id: number): Promise<AddressList> {
  const removed = await ownAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (removed.isDefault) {
      // The oldest remaining address becomes the default.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
  return listAddresses(db, userId, lang);
}
