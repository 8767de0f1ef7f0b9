import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { recordingLog } from '../modules/payments/payments.test-support.ts';
import { openTestDatabase, secondConnection } from '../test/test-app.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module './queue.ts' {
  interface JobPayloads {
    'test-count': { n: number };
    'test-later': { note: string };
    [setUp: `test-setup-${number}`]: Record<string, never>;
  }
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const until = async (done: () => boolean, timeoutMs = 20_000) => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the jobs');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('job queue', () => {
  it('runs each job once with two processes working the queue', { timeout: 60_000 }, async () => {
    const runs = new Map<number, string[]>();
    const other = await secondConnection(database);
    const queues: JobQueue[] = [];
    for (const [name, db] of [
      ['a', database],
      ['b', other],
    ] as const) {
      const queue = createJobQueue(db, recordingLog());
      queue.define('test-count', {
        run: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), name]);
          await new Promise((r) => setTimeout(r, 20));
        },
      });
      await queue.prepare();
      queues.push(queue);
    }
    for (let n = 0; n < 40; n++) await queues[n % 2]!.enqueue('test-count', { n });
    await Promise.all(queues.map((q) => q.startWorkers({ pollingIntervalS: 0.5 })));
    await until(() => runs.size === 40);
    await new Promise((r) => setTimeout(r, 1000));
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    for (const queue of queues) await queue.stop();
    await other.close();
  });

  it('sets up the same new queues in four processes starting together, without a collision', async () => {
    const processes = await Promise.all([1, 2, 3, 4].map(() => secondConnection(database)));
    const logs = processes.map(() => recordingLog());
    const queues = processes.map((db, p) => {
      const queue = createJobQueue(db, logs[p]!);
      for (let n = 0; n < 10; n++) queue.define(`test-setup-${n}`, { run: async () => {}, retryLimit: 2 + p });
      return queue;
    });
    await Promise.all(queues.map((q) => q.prepare()));
    const { rows } = await database.sql.executeSql(
      `select name, retry_limit from pgboss.queue where name like 'test-setup-%' order by name`,
    );
    expect(rows).toHaveLength(10);
    // Every process brought the options up to date in turn: all queues carry one process's, the last's.
    expect(new Set(rows.map((r) => (r as { retry_limit: number }).retry_limit)).size).toBe(1);
    for (const log of logs) expect(log.warn).not.toHaveBeenCalled();
    for (const queue of queues) await queue.stop();
    for (const db of processes) await db.close();
  });

  it('sets the queues up again when PostgreSQL breaks a deadlock with another process', async () => {
    let deadlocks = 1;
    const db = new Proxy(database.db, {
      get(target, property) {
        if (property === 'transaction' && deadlocks > 0) {
          deadlocks -= 1;
          return async () => {
            throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const queue = createJobQueue({ ...database, db }, recordingLog());
    queue.define('test-later', { run: async () => {} });
    await queue.prepare();
    expect(deadlocks).toBe(0);
    const { rows } = await database.sql.executeSql(`select name from pgboss.queue where name = 'test-later'`);
    expect(rows).toHaveLength(1);
    await queue.stop();
  });

  it('keeps a job for its time (runAt), and a key enqueues it once', async () => {
    const ran: string[] = [];
    const queue = createJobQueue(database, recordingLog());
    queue.define('test-later', { run: async ({ note }) => void ran.push(note) });
    await queue.prepare();
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(await queue.enqueue('test-later', { note: 'later' }, { runAt: inAnHour, key: 'sms-1' })).toEqual(
      expect.any(String),
    );
    expect(await queue.enqueue('test-later', { note: 'twice' }, { runAt: inAnHour, key: 'sms-1' })).toBeNull();
    await queue.enqueue('test-later', { note: 'now' });
    await queue.drain();
    expect(ran).toEqual(['now']);
    const [row] = (
      await database.sql.executeSql(
        `select start_after from pgboss.job where name = 'test-later' and data->>'note' = 'later'`,
      )
    ).rows as { start_after: Date }[];
    expect(new Date(row!.start_after).getTime()).toBe(inAnHour.getTime());
    await queue.drain({ ignoreRunAt: true });
    expect(ran).toEqual(['now', 'later']);
    await queue.stop();
  });
});
