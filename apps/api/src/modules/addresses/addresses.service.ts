/** A user's saved courier addresses: at most MAX_ADDRESSES, each with a house, in a known city. */
import { MAX_ADDRESSES } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, count, eq } from 'drizzle-orm';
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
});

export async function listAddresses(db: Db, userId: number, lang: Lang): Promise<AddressList> {
  const rows = await db
    .select({ address: addresses, city: cities.name })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
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
    const [row] = await tx
      .insert(addresses)
      .values({ ...body, apartment, userId })
      .returning();
    return view(row as AddressRow, city, lang);
  });
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
  const [row] = await db
    .update(addresses)
    .set({ ...changes, apartment: next.apartment, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return view(row as AddressRow, city, lang);
}

export async function deleteAddress(db: Db, userId: number, lang: Lang, id: number): Promise<AddressList> {
  await ownAddress(db, userId, id);
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return listAddresses(db, userId, lang);
}
