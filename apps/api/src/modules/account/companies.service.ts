/**
 * The user's companies (legal entities): full details checked with the checkout's rules, at most
 * MAX_COMPANIES. Another user's company is not found. Removing the active company makes the user
 * a private buyer again.
 */
import { cleanLegalEntity, legalEntityErrors, MAX_COMPANIES } from '@storefront/domain/checkout';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/identity.ts';
import { invalid, notFound } from '../../errors.ts';
import type { Company, CompanyBody, CompanyList } from './account.schemas.ts';

export const COMPANY_MESSAGES = { max: 'account.error.maxCompanies' } as const;

function checked(body: CompanyBody) {
  const input = cleanLegalEntity(body);
  const errors = legalEntityErrors(input);
  if (errors.length) throw invalid(errors);
  return {
    name: input.companyName,
    inn: input.inn,
    rs: input.rs,
    ks: input.ks,
    bik: input.bik,
    bankName: input.bankName,
    legalAddress: input.legalAddress,
  };
}

export async function listCompanies(db: Db, userId: number): Promise<CompanyList> {
  const [rows, [user]] = await Promise.all([
    db.select().from(companies).where(eq(companies.userId, userId)).orderBy(asc(companies.id)),
    db
      .select({ active: users.activeCompanyId, legalEntity: users.legalEntity })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    companies: rows.map(
      (c): Company => ({
        id: c.id,
        companyName: c.name,
        inn: c.inn,
        rs: c.rs,
        ks: c.ks,
        bik: c.bik,
        bankName: c.bankName,
        legalAddress: c.legalAddress,
        active: c.id === user?.active,
      }),
    ),
    legalEntity: user?.legalEntity ?? false,
    max: MAX_COMPANIES,
  };
}

/** Adds a company; with no active company yet, it becomes the one the user buys for as a legal entity. */
export async function addCompany(db: Db, userId: number, body: CompanyBody): Promise<CompanyList> {
  const values = checked(body);
  await db.transaction(async (tx) => {
    // The user row is locked so two concurrent additions cannot pass the limit together.
    const [user] = await tx
      .select({ active: users.activeCompanyId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [n] = await tx.select({ n: count() }).from(companies).where(eq(companies.userId, userId));
    if ((n?.n ?? 0) >= MAX_COMPANIES) throw invalid([{ name: 'companyName', message: COMPANY_MESSAGES.max }]);
    const [row] = await tx
      .insert(companies)
      .values({ userId, ...values })
      .returning({ id: companies.id });
    if (user && user.active === null) {
      await tx.update(users).set({ activeCompanyId: row!.id }).where(eq(users.id, userId));
    }
  });
  return listCompanies(db, userId);
}

export async function updateCompany(db: Db, userId: number, id: number, body: CompanyBody): Promise<CompanyList> {
  const values = checked(body);
  const updated = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .returning({ id: companies.id });
  if (updated.length === 0) throw notFound('Company not found');
  return listCompanies(db, userId);
}

export async function deleteCompany(db: Db, userId: number, id: number): Promise<CompanyList> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companies)
      .where(and(eq(companies.id, id), eq(companies.userId, userId)))
      .returning({ id: companies.id });
    if (deleted.length === 0) throw notFound('Company not found');
    await tx
      .update(users)
      .set({ activeCompanyId: null, legalEntity: false })
      .where(and(eq(users.id, userId), eq(users.activeCompanyId, id)));
  });
  return listCompanies(db, userId);
}
