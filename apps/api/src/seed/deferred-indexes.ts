/**
 * The seed's bulk tables take their rows faster without their secondary indexes and foreign keys: a
 * COPY of 20 million stock rows otherwise updates three b-trees row by row and looks up two parents
 * per row. `deferIndexes` drops, inside the seed's transaction, the indexes no constraint needs, the
 * primary and unique keys no foreign key leans on, and the foreign keys of `tables`; the function it
 * answers puts every one back as it was (the definitions PostgreSQL printed), building each index in
 * one sorted pass and checking each key in one join. A failed seed rolls the drops back with the rest.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

interface Deferred {
  table: string;
  name: string;
  /** `create index …` for a bare index, the constraint's definition otherwise. */
  definition: string;
  kind: 'index' | 'constraint';
}

/** Drops what `tables` can load without; answers the step that restores it all. */
export async function deferIndexes(tx: Db, tables: readonly PgTable[]): Promise<() => Promise<void>> {
  const names = tables.map((t) => getTableName(t));
  const { rows } = (await tx.execute(sql`
    select c.relname as table, i.relname as name, pg_get_indexdef(i.oid) as definition, 'index' as kind, 1 as phase
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    where c.relnamespace = 'public'::regnamespace and c.relname in ${sql`(${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`}
      and not exists (select 1 from pg_constraint k where k.conindid = i.oid and k.conrelid = c.oid)
    union all
    select c.relname, k.conname, pg_get_constraintdef(k.oid), 'constraint',
      case k.contype when 'f' then 3 else 2 end
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    where c.relnamespace = 'public'::regnamespace and c.relname in ${sql`(${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`}
      and (k.contype = 'f'
        or (k.contype in ('p', 'u')
          and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = k.conindid)))
    order by 5, 1, 2`)) as unknown as { rows: (Deferred & { phase: number })[] };
  // Foreign keys go first, then the keys, then the bare indexes; they come back the other way round.
  for (const d of [...rows].reverse()) {
    await tx.execute(
      d.kind === 'index'
        ? sql`drop index ${sql.identifier(d.name)}`
        : sql`alter table ${sql.identifier(d.table)} drop constraint ${sql.identifier(d.name)}`,
    );
  }
  return async () => {
    // Sorting for an index build takes this much memory before it spills to disk; the default 64 MB
    // spills at a million products.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const d of rows) {
      await tx.execute(
        d.kind === 'index'
          ? sql.raw(d.definition)
          : sql`alter table ${sql.identifier(d.table)} add constraint ${sql.identifier(d.name)} ${sql.raw(d.definition)}`,
      );
    }
  };
}
