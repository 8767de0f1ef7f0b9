/**
 * 1C's site exchange (the CommerceML HTTP protocol, docs/commerceml.md): checkauth → init → file
 * (possibly in parts) → import, repeated while it answers "progress". A session is a signed,
 * expiring cookie value (no table: any process checks it); uploaded files wait in exchange_uploads
 * under the session; import turns one into a catalogue import (the same job as the back office's
 * uploads) and later calls of the same file answer its progress and outcome.
 */
import { createHmac } from 'node:crypto';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@storefront/domain/catalog-ops';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueImports, exchangeUploads } from '../../db/schema/catalog-ops.ts';
import { AppError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { createImport, isZip } from './catalog-import.ts';

export const EXCHANGE_COOKIE = 'exchange_session';
const SESSION_S = 3600;

export interface ExchangeLogin {
  login: string;
  password: string;
}

const sign = (key: ExchangeLogin, expires: number) =>
  createHmac('sha256', `${key.login}\u0000${key.password}`).update(String(expires)).digest('base64url');

/** A new session's cookie value: its expiry and the login's signature of it. */
export function newSession(key: ExchangeLogin, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SESSION_S;
  return `${expires}.${sign(key, expires)}`;
}

export function sessionOk(key: ExchangeLogin, value: string | undefined, now = Date.now()): boolean {
  const [expires, signature] = (value ?? '').split('.');
  return !!expires && !!signature && Number(expires) > now / 1000 && sameSecret(signature, sign(key, Number(expires)));
}

/** A file name 1C may send: a relative path (pictures come as import_files/…), no way up or out. */
export const safeFileName = (name: string) =>
  /^[\p{L}\p{N}_.\- ]+(\/[\p{L}\p{N}_.\- ]+)*$/u.test(name) && !name.split('/').includes('..');

const ru = createTranslator('ru-RU');
const failure = (reason: string) => `failure\n${reason}`;

/** init: a new exchange of the session starts with no files (and files of sessions long gone are dropped). */
export async function startExchange(db: Db, session: string): Promise<string> {
  await db
    .delete(exchangeUploads)
    .where(
      sql`${exchangeUploads.session} = ${session} or ${lt(exchangeUploads.createdAt, sql`now() - interval '1 day'`)}`,
    );
  return `zip=no\nfile_limit=${CATALOGUE_LIMITS.maxImportBytes}\n`;
}

export interface ExchangeAnswer {
  status: 200 | 401 | 413 | 429;
  text: string;
  /** 429: the seconds until the sign-in is open again (the Retry-After header). */
  retryAfterS?: number;
}

/**
 * file: appends a part of a file (1C splits files larger than file_limit). A file over the limit
 * answers 413 and is forgotten; a zip archive is refused (init told 1C zip=no, so only a person sends one).
 */
export async function storeFilePart(
  db: Db,
  session: string,
  fileName: string,
  bytes: Buffer | null,
): Promise<ExchangeAnswer> {
  const tooLarge = {
    status: 413,
    text: failure(ru('staff.catalogue.error.tooLarge', { mb: CATALOGUE_LIMITS.maxImportBytes / 2 ** 20 })),
  } as const;
  if (bytes === null) return tooLarge;
  if (/\.zip$/i.test(fileName) || isZip(bytes)) return { status: 200, text: failure(ru(CATALOGUE_MESSAGES.zip)) };
  const [row] = await db
    .insert(exchangeUploads)
    .values({ session, fileName, content: bytes })
    .onConflictDoUpdate({
      target: [exchangeUploads.session, exchangeUploads.fileName],
      set: { content: sql`${exchangeUploads.content} || excluded.content`, importId: null },
    })
    .returning({ size: sql<number>`octet_length(${exchangeUploads.content})` });
  if (Number(row?.size) > CATALOGUE_LIMITS.maxImportBytes) {
    await db
      .delete(exchangeUploads)
      .where(and(eq(exchangeUploads.session, session), eq(exchangeUploads.fileName, fileName)));
    return tooLarge;
  }
  return { status: 200, text: 'success\n' };
}

/** import: starts the import of an uploaded file, or answers the progress or outcome of the one started. */
export async function importStep(db: Db, jobs: JobQueue, session: string, fileName: string): Promise<string> {
  const [upload] = await db
    .select()
    .from(exchangeUploads)
    .where(and(eq(exchangeUploads.session, session), eq(exchangeUploads.fileName, fileName)));
  if (!upload) return failure(`${fileName}: файл не загружен`);
  if (upload.importId === null) {
    try {
      const importId = await createImport(db, jobs, { fileName, bytes: upload.content, staffId: null });
      await db
        .update(exchangeUploads)
        .set({ importId, content: Buffer.alloc(0) })
        .where(and(eq(exchangeUploads.session, session), eq(exchangeUploads.fileName, fileName)));
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      return failure(error.fields.map((f) => ru(f.message, f.params ?? {})).join('\n'));
    }
    return 'progress\nфайл принят, импорт в очереди';
  }
  const [job] = await db
    .select({
      status: catalogueImports.status,
      done: catalogueImports.done,
      total: catalogueImports.total,
      errors: catalogueImports.errors,
    })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, upload.importId));
  if (!job) return failure(`${fileName}: импорт не найден`);
  if (job.status === 'done') return 'success\n';
  if (job.status === 'failed')
    return failure(
      job.errors
        .slice(0, 20)
        .map((e) => `строка ${e.line}${e.field ? `, ${e.field}` : ''}: ${ru(e.message, e.params ?? {})}`)
        .join('\n'),
    );
  return `progress\nпроверено ${job.done} из ${job.total}`;
}
