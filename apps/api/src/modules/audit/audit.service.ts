/** Browsing the audit log: filtered by staff member, entity, action and days, newest first by default. */
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/identity.ts';
import { dayStart, type ListPage } from '../../lib/list-query.ts';

export interface AuditQuery {
  /** Staff member's phone (digits). */
  staff?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Days 'YYYY-MM-DD' (UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
  dir: 'asc' | 'desc';
}

export interface AuditItem {
  id: number;
  at: string;
  staff: { id: number; phone: string; firstName: string | null } | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export async function listAudit(db: Db, query: AuditQuery): Promise<ListPage<AuditItem>> {
  const conditions: (SQL | undefined)[] = [
    query.staff ? eq(users.phone, query.staff.replace(/\D/g, '')) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, dayStart(query.to, true)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: users.id,
        phone: users.phone,
        firstName: users.firstName,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.staffId))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.staffId)).where(where),
  ]);
  return {
    list: rows.map(({ staffId, phone, firstName, at, ...row }) => ({
      ...row,
      at: at.toISOString(),
      staff: staffId !== null && phone !== null ? { id: staffId, phone, firstName } : null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
