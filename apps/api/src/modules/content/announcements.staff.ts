/**
 * The back office's announcements: the strip above every page's header, per shop, shown from its start
 * until its end (the latest started of the current ones wins, as the layout reads it). Every change is
 * audited; an edit made from an older copy is refused.
 */
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/content.ts';
import { assertUnchangedSince, invalid, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementBody,
  type AnnouncementEdit,
  type AnnouncementListQuery,
  type StaffAnnouncement,
} from './announcements.staff-schemas.ts';

type Row = typeof announcements.$inferSelect;

const TEXT_FIELD = { ru: 'textRu', en: 'textEn', kk: 'textKk' } as const;

/** Whether the row is the one its shop's shoppers see now: the layout's own rule. */
const shownSql = sql<boolean>`${announcements.id} = (select a.id from ${announcements} a
  where a.variant = ${announcements.variant} and a.starts_at <= now() and (a.ends_at is null or a.ends_at > now())
  order by a.starts_at desc limit 1)`;

function toStaff(row: Row, shown: boolean): StaffAnnouncement {
  return {
    id: row.id,
    variant: row.variant as VariantKey,
    textRu: row.text.ru,
    textEn: row.text.en,
    textKk: row.text.kk,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    shown,
  };
}

/** The columns of a save; 400 when a language its shop speaks has no text or the period ends before it starts. */
function columnsOf(body: AnnouncementBody) {
  const missing = VARIANTS[body.variant].locales.map((l) => TEXT_FIELD[contentLang(l)]).filter((field) => !body[field]);
  const errors: FieldError[] = missing.map((name) => ({ name, message: ANNOUNCEMENT_MESSAGES.textNeeded }));
  if (body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    errors.push({ name: 'endsAt', message: ANNOUNCEMENT_MESSAGES.endsAfterStart });
  }
  if (errors.length) throw invalid(errors);
  return {
    variant: body.variant,
    text: { ru: body.textRu, en: body.textEn, kk: body.textKk },
    link: body.link,
    startsAt: new Date(body.startsAt),
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    updatedAt: new Date(),
  };
}

const SORTS: Record<AnnouncementListQuery['sort'], SQL> = {
  starts: sql`${announcements.startsAt}`,
  updated: sql`${announcements.updatedAt}`,
};

export async function listAnnouncements(db: Db, query: AnnouncementListQuery): Promise<ListPage<StaffAnnouncement>> {
  const where: SQL[] = [];
  if (query.q) where.push(sql`lower(${announcements.text}::text) like ${likePattern(query.q.toLowerCase())}`);
  if (query.variant) where.push(eq(announcements.variant, query.variant));
  const found = await db
    .select({ row: announcements, shown: shownSql, total: sql<number>`count(*) over ()::int` })
    .from(announcements)
    .where(and(...where))
    .orderBy(sql`${SORTS[query.sort]} ${query.dir === 'asc' ? sql`asc` : sql`desc`}, ${announcements.id} desc`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: found.map((f) => toStaff(f.row, f.shown)),
    total: found[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function getAnnouncement(db: Db, id: number): Promise<StaffAnnouncement> {
  const [found] = await db
    .select({ row: announcements, shown: shownSql })
    .from(announcements)
    .where(eq(announcements.id, id));
  if (!found) throw notFound('No such announcement');
  return toStaff(found.row, found.shown);
}

async function lockedRow(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound('No such announcement');
  return row;
}

export async function createAnnouncement(tx: Db, body: AnnouncementBody, staffId: number): Promise<number> {
  const [row] = await tx.insert(announcements).values(columnsOf(body)).returning();
  if (!row) throw new Error('announcement not inserted');
  await recordAudit(tx, {
    staffId,
    action: 'announcement.create',
    entity: { type: 'announcement', id: row.id },
    before: null,
    after: row,
  });
  return row.id;
}

/** Saves an edit made from the version `edit.updatedAt` names; 409 when someone saved it since. */
export async function updateAnnouncement(tx: Db, id: number, edit: AnnouncementEdit, staffId: number): Promise<void> {
  const before = await lockedRow(tx, id);
  assertUnchangedSince(before.updatedAt, edit.updatedAt, 'The announcement');
  const [after] = await tx.update(announcements).set(columnsOf(edit)).where(eq(announcements.id, id)).returning();
  await recordAudit(tx, {
    staffId,
    action: 'announcement.update',
    entity: { type: 'announcement', id },
    before,
    after,
  });
}

export async function deleteAnnouncement(tx: Db, id: number, staffId: number): Promise<void> {
  const before = await lockedRow(tx, id);
  await tx.delete(announcements).where(eq(announcements.id, id));
  await recordAudit(tx, {
    staffId,
    action: 'announcement.delete',
    entity: { type: 'announcement', id },
    before,
    after: null,
  });
}
