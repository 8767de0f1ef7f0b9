import { describe, expect, it } from 'vitest';
import { UpsertBatch } from './upsert-batch.ts';

type Row = { n: number };

/** A batch whose writes fail with `failures` in turn, then succeed; what each write was sent. */
function batch(failures: unknown[]) {
  const sent: number[][] = [];
  const log = new UpsertBatch<Row>(
    {
      write: async (rows) => {
        sent.push(rows.map((r) => r.n));
        const failure = failures.shift();
        if (failure) throw failure;
      },
      merge: (into, from) => {
        into.n += from.n;
      },
      size: (row) => row.n,
      onError: () => {},
    },
    { flushMs: 60_000, maxPending: 10 },
  );
  const add = (key: string, n: number) => {
    const row = log.row(key, () => ({ n: 0 }));
    if (row) row.n += n;
  };
  return { log, sent, add };
}

describe('UpsertBatch', () => {
  it('keeps the rows of a write that failed for the next one', async () => {
    const { log, sent, add } = batch([new Error('connection lost')]);
    add('a', 1);
    await log.flush();
    add('a', 2);
    await log.close();
    expect(sent).toEqual([[1], [3]]);
    expect(log.dropped).toBe(0);
  });

  it('drops the rows PostgreSQL refused as data, counted, so the writes after them go through', async () => {
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    const { log, sent, add } = batch([{ cause: refused }]);
    add('a', 1);
    add('b', 2);
    await log.flush();
    add('c', 4);
    await log.close();
    expect(sent).toEqual([[1, 2], [4]]);
    expect(log.dropped).toBe(3);
  });
});
