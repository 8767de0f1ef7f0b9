/**
 * The job queue's own tables (pg-boss, schema `pgboss`), created or upgraded by pg-boss itself.
 * Part of the database: called from Database.migrate(), inside the migration lock, so processes
 * starting together never race on them.
 */
import PgBoss from 'pg-boss';
import type { SqlRunner } from './sql-runner.ts';

export const JOB_SCHEMA = 'pgboss';

export async function installJobQueue(runner: SqlRunner): Promise<void> {
  const boss = new PgBoss({
    db: runner as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
