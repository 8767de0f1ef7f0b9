import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './client.ts';
import { newsletterSubscriptions } from './schema/content.ts';

const dir = mkdtempSync(join(tmpdir(), 'sf-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps what was stored across a restart', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db
      .insert(newsletterSubscriptions)
      .values({ email: 'kept@example.com', variant: 'ru', locale: 'ru-RU' });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    expect(await second.ping()).toBe(true);
    await second.close();
    expect(await second.ping()).toBe(false);
  });

  it('applies the committed migrations once', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ dataDir: dir });
    await db.migrate();
    const applied = (await db.db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
      rows: unknown[];
    };
    expect(applied.rows.length).toBe(readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length);
    await db.close();
  });
});
