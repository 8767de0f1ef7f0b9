/**
 * Counts gathered in memory and written with one upsert every few seconds (decision 031): a request
 * that counts something (a search, a page-speed beacon) adds no statement of its own. Rows are
 * merged by key while they wait; the batch is bounded, and a new key past the bound is counted as
 * dropped, not held. One write at a time, rows sent in key order, so two processes' batches lock
 * their rows in the same order and never deadlock; the upsert adds counts, so any number of
 * processes write into the same rows correctly. A failed write keeps its rows for the next one,
 * as far as the bound allows, unless PostgreSQL refused their values (they would fail every write
 * after it): those are counted as dropped. The timer does not keep the process alive; `close` writes the rest.
 */
import { isDataException } from './pg-errors.ts';

export interface UpsertBatchOptions {
  flushMs: number;
  /** Distinct keys held between writes. */
  maxPending: number;
}

export interface UpsertBatchSpec<Row> {
  /** Writes the rows, in key order, with one statement that adds their counts to the stored ones. */
  write(rows: Row[]): Promise<void>;
  /** Adds the counts of `from` to `into`, a row of the same key. */
  merge(into: Row, from: Row): void;
  /** How many events a row stands for, to count when an unwritten one finds no room. */
  size(row: Row): number;
  onError(error: unknown): void;
}

export class UpsertBatch<Row> {
  private pending = new Map<string, Row>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  /** Events not written because the batch was full. */
  dropped = 0;

  constructor(
    private readonly spec: UpsertBatchSpec<Row>,
    private readonly options: UpsertBatchOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushMs);
    this.timer.unref();
  }

  /**
   * The waiting row of `key`, for one event to be added to it: made by `create` when the bound has
   * room; else null, and the event is counted as dropped.
   */
  row(key: string, create: () => Row): Row | null {
    const known = this.pending.get(key);
    if (known) return known;
    if (this.pending.size >= this.options.maxPending) {
      this.dropped += 1;
      return null;
    }
    const row = create();
    this.pending.set(key, row);
    return row;
  }

  /** Writes what gathered (one statement); one write at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes the rest. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch.keys()].sort().map((key) => batch.get(key) as Row);
    try {
      await this.spec.write(rows);
    } catch (error) {
      this.spec.onError(error);
      if (isDataException(error)) for (const row of rows) this.dropped += this.spec.size(row);
      else for (const [key, row] of batch) this.keep(key, row);
    }
  }

  /** Puts an unwritten row back, merged into a newer one of its key, as far as the bound allows. */
  private keep(key: string, row: Row): void {
    const now = this.pending.get(key);
    if (now) this.spec.merge(now, row);
    else if (this.pending.size < this.options.maxPending) this.pending.set(key, row);
    else this.dropped += this.spec.size(row);
  }
}
