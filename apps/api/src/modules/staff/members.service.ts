/**
 * Staff members and their roles (users.roles). Roles are granted to a phone, creating its user when
 * the phone never logged in, and every change is audited in its transaction.
 */
import { phoneDigits } from '@storefront/domain/phone-masks';
import type { StaffRole } from '@storefront/domain/staff';
import { checkPhone, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { conflict, invalid } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';

export interface StaffMember {
  id: number;
  phone: string;
  firstName: string | null;
  roles: StaffRole[];
  createdAt: string;
}

const memberColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  roles: users.roles,
  createdAt: users.createdAt,
};

const toMember = (row: { id: number; phone: string; firstName: string | null; roles: string[]; createdAt: Date }) => ({
  ...row,
  roles: row.roles as StaffRole[],
  createdAt: row.createdAt.toISOString(),
});

/** A phone of any variant the shop sells in, as digits; else 400 on `phone`. */
export function staffPhone(input: string): string {
  if (VARIANT_KEYS.some((variant) => !checkPhone(input, variant))) return phoneDigits(input);
  throw invalid([{ name: 'phone', message: MESSAGE_KEYS.phone }]);
}

export interface MembersQuery {
  q?: string | undefined;
  role?: StaffRole | undefined;
  page: number;
  perPage: number;
  sort: 'phone' | 'name' | 'since';
  dir: 'asc' | 'desc';
}

/** Users holding any role, searched by phone digits or name. */
export async function listMembers(db: Db, query: MembersQuery): Promise<ListPage<StaffMember>> {
  const digits = query.q?.replace(/\D/g, '');
  const where = and(
    sql`${users.roles} <> '{}'`,
    query.role ? sql`${query.role} = any(${users.roles})` : undefined,
    query.q
      ? or(ilike(users.firstName, likePattern(query.q)), digits ? ilike(users.phone, likePattern(digits)) : undefined)
      : undefined,
  );
  const column = { phone: users.phone, name: users.firstName, since: users.createdAt }[query.sort];
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map(toMember), total: total?.n ?? 0, page: query.page, perPage: query.perPage };
}

export interface RoleChange {
  /** The administrator acting; null for the shop itself (STAFF_PHONES). */
  actorId: number | null;
  phone: string;
  role: StaffRole;
}

/**
 * Changes the roles of the phone's user (created if new), its row locked: `next` answers the new
 * roles, or null when they stay as they are (nothing is written or audited). Granting and revoking
 * both go through here, so every change of a staff member's rights is locked and audited alike.
 */
async function changeRoles(
  db: Db,
  change: RoleChange,
  action: 'staff.grant' | 'staff.revoke',
  next: (user: { id: number; roles: string[] }) => string[] | null,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ phone: change.phone }).onConflictDoNothing({ target: users.phone });
    const [user] = await tx.select(memberColumns).from(users).where(eq(users.phone, change.phone)).for('update');
    if (!user) throw new Error(`User ${change.phone} vanished`);
    const roles = next(user);
    if (!roles) return toMember(user);
    await tx.update(users).set({ roles }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      staffId: change.actorId,
      action,
      entity: { type: 'user', id: user.id },
      before: { phone: user.phone, roles: user.roles },
      after: { phone: user.phone, roles },
    });
    return toMember({ ...user, roles });
  });
}

/** Gives `role` to the phone's user (created if new); a role already held changes nothing and is not audited. */
export function grantRole(db: Db, change: RoleChange): Promise<StaffMember> {
  return changeRoles(db, change, 'staff.grant', ({ roles }) =>
    roles.includes(change.role) ? null : [...roles, change.role],
  );
}

/** Takes `role` from the phone's user; an administrator cannot take their own admin role (409). */
export function revokeRole(db: Db, change: RoleChange & { actorId: number }): Promise<StaffMember> {
  return changeRoles(db, change, 'staff.revoke', ({ id, roles }) => {
    if (!roles.includes(change.role)) return null;
    if (id === change.actorId && change.role === 'admin') {
      throw conflict('An administrator cannot revoke their own admin role');
    }
    return roles.filter((r) => r !== change.role);
  });
}

/** The administrators of the configuration (STAFF_PHONES), granted at start-up and on their login. */
export async function grantConfiguredAdmins(db: Db, phones: readonly string[]): Promise<void> {
  for (const phone of phones) await grantRole(db, { actorId: null, phone, role: 'admin' });
}
