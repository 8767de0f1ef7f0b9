/**
 * The audit log's one writer. Every staff service calls `recordAudit` with the transaction that makes
 * the change, so the entry exists exactly when the change does (docs/decisions/013-back-office.md).
 */
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export interface AuditEntry {
  /** The staff member acting; null for the shop itself (administrators from configuration). */
  staffId: number | null;
  /** '<area>.<verb>', e.g. 'staff.grant', 'order.transition', 'review.approve'. */
  action: string;
  entity: { type: string; id: string | number };
  /** The entity's state before and after the change (only the fields the change touched will do). */
  before: unknown;
  after: unknown;
}

/** Writes one entry; pass the transaction of the change as `tx`. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: String(entry.entity.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
