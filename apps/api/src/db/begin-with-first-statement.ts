/**
 * The pool's connections send a transaction's `begin` together with its first statement, in one
 * write and one round trip: Drizzle sends `begin` alone and waits for it, though nothing depends on
 * its answer. When the first statement has parameters (the extended protocol), the `begin` goes as
 * its own Parse/Bind/Execute ahead of the statement's, with one Sync after both: PostgreSQL runs them
 * in order as one pipeline, so a `begin` that failed would skip the statement (it never runs outside
 * the transaction), and an error in the statement leaves the transaction open and aborted, as when
 * they were sent apart; the caller rolls it back. A first statement without parameters, or any other
 * kind, is sent after the `begin` has been answered, as before. A transaction that ends before any
 * statement sends nothing at all.
 *
 * A transaction's last statement may carry its `commit` the same way (`COMMIT_WITH_STATEMENT` at the
 * end of its text, extended protocol only): the `commit` goes as its own Parse/Bind/Execute after the
 * statement's, before the one Sync. When the statement fails, PostgreSQL skips the `commit` and the
 * transaction is left aborted, as before (the caller rolls it back); when it succeeds, the transaction
 * is committed, and the `commit` Drizzle then asks for is answered here without a round trip. A
 * statement so marked must be the transaction's last and must fail, not answer, whatever would
 * refuse the transaction. Without a pg pool (PGlite) the mark is a plain comment.
 *
 * Statement counts are unchanged (Drizzle reports the `begin` and `commit` when it asks for them);
 * only the round trips are saved, for every transaction on a pg pool. node-postgres internals used:
 * the Query class's `prepare` and `_getRows` (write the extended-protocol messages) and `_results`
 * (the answers, one per statement), and the client's `_handleParseComplete` and `_getActiveQuery`
 * (version pinned by the lockfile; begin-with-first-statement.test.ts covers them).
 */
import pg from 'pg';

/**
 * What Drizzle sends to open a transaction, with or without its isolation/access options (one space
 * after `begin`: with \s+ before a class that holds the space too, a long run of spaces matched in
 * quadratic time).
 */
const BEGIN = /^begin( [a-z ,]+)?$/i;
const END = /^(commit|rollback)$/i;

/** The end of a transaction's last statement whose `commit` travels with it (see above). */
export const COMMIT_WITH_STATEMENT = '\n-- commit with this statement';

interface Connection {
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
}

/** The parts of pg's Query this relies on (not in its published types). */
interface QueryInternals {
  prepare(connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
  _results: unknown;
}

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** A statement with parameters preceded by the transaction's `begin`, answered as the statement alone. */
class BeginFirstQuery extends pg.Query {
  /** Whether the `begin`'s ParseComplete has arrived: it must not mark the statement's name as parsed. */
  beginParsed = false;
  private readonly begin: string;

  constructor(begin: string, config: pg.QueryConfig, values: unknown[] | undefined, callback: Callback) {
    super(config, values, callback);
    this.begin = begin;
  }

  prepare(connection: Connection): void {
    connection.parse({ text: this.begin, name: '', types: [] });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    (pg.Query.prototype as unknown as QueryInternals).prepare.call(this, connection);
  }

  handleReadyForQuery(connection: Connection): void {
    const self = this as unknown as QueryInternals;
    // Two answers on success: the begin's, then the statement's.
    if (Array.isArray(self._results) && self._results.length === 2) self._results = self._results[1];
    (pg.Query.prototype as unknown as QueryInternals).handleReadyForQuery.call(this, connection);
  }
}

/** A transaction's last statement followed by its `commit`, answered as the statement alone. */
class CommitAfterQuery extends pg.Query {
  _getRows(connection: Connection & { sync(): void }, rows: number | undefined): void {
    connection.execute({ portal: '', rows: 0 });
    connection.parse({ text: 'commit', name: '', types: [] });
    connection.bind({ portal: '', statement: '', values: [] });
    connection.execute({ portal: '', rows: 0 });
    connection.sync();
    void rows;
  }

  handleReadyForQuery(connection: Connection): void {
    const self = this as unknown as QueryInternals;
    // Two answers on success: the statement's, then the commit's.
    if (Array.isArray(self._results) && self._results.length === 2) self._results = self._results[0];
    (pg.Query.prototype as unknown as QueryInternals).handleReadyForQuery.call(this, connection);
  }
}

interface ClientInternals {
  _getActiveQuery(): unknown;
  _handleParseComplete(): void;
}

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text as string | undefined);

/** A pg client whose transactions' `begin` travels with their first statement (see above). */
export class BeginWithFirstStatementClient extends pg.Client {
  /** The `begin` asked for and not yet sent. */
  private pendingBegin: string | null = null;
  /** The transaction was committed with its last statement: the `commit` asked for next is answered here. */
  private committed = false;

  /** Forgets a `begin` never sent (the pool calls this when the connection is given back). */
  forgetPendingBegin(): void {
    this.pendingBegin = null;
    this.committed = false;
  }

  _handleParseComplete(): void {
    const active = (this as unknown as ClientInternals)._getActiveQuery();
    if (active instanceof BeginFirstQuery && !active.beginParsed) {
      active.beginParsed = true;
      return;
    }
    (pg.Client.prototype as unknown as ClientInternals)._handleParseComplete.call(this);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded (text, config, submittable; promise or callback)
  override query(config: any, values?: any, callback?: any): any {
    const text = textOf(config)?.trim();
    const submittable = typeof config?.submit === 'function';
    const valueList: unknown[] | undefined = Array.isArray(values) ? values : config?.values;
    const simple = !submittable && !config?.name && !config?.rows && !(valueList && valueList.length > 0);
    const cb: Callback | undefined = typeof values === 'function' ? values : callback;
    if (this.committed) {
      // Only the transaction's end may follow a statement that committed it (a rollback: JavaScript
      // failed after the commit, which stands).
      this.committed = false;
      if (simple && text !== undefined && END.test(text)) {
        return answer({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] }, cb);
      }
      const error = new Error('a statement followed the one that committed its transaction');
      if (cb) return void process.nextTick(() => cb(error));
      return Promise.reject(error);
    }
    if (simple && text !== undefined) {
      if (this.pendingBegin === null && BEGIN.test(text)) {
        this.pendingBegin = text;
        return answer({ command: 'BEGIN', rowCount: null, rows: [], fields: [] }, cb);
      }
      if (this.pendingBegin !== null && END.test(text)) {
        // Nothing was sent since the begin: there is no transaction to end.
        this.pendingBegin = null;
        return answer({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] }, cb);
      }
    }
    const begin = this.pendingBegin;
    if (begin === null && !simple && !submittable && !config?.rows && text?.endsWith(COMMIT_WITH_STATEMENT.trim())) {
      return this.queryAndCommit(config, values, cb);
    }
    if (begin === null) return super.query(config, values, callback);
    this.pendingBegin = null;
    if (!simple && !submittable && !config?.rows && valueList && valueList.length > 0 && text !== undefined) {
      const queryConfig: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
      const queryValues = Array.isArray(values) ? values : undefined;
      if (cb) return super.query(new BeginFirstQuery(begin, queryConfig, queryValues, cb));
      return new Promise((resolve, reject) => {
        super.query(
          new BeginFirstQuery(begin, queryConfig, queryValues, (error, result) =>
            error ? reject(error) : resolve(result),
          ),
        );
      });
    }
    // Anything else waits for the begin's answer, as before.
    if (submittable) {
      // A submittable (a cursor) is answered by itself, not a promise: it is queued behind the begin
      // and fails with it when the connection does.
      (super.query(begin) as Promise<unknown>).catch(() => {});
      return super.query(config, values, callback);
    }
    const begun = super.query(begin) as Promise<unknown>;
    if (cb) {
      begun.then(
        () => super.query(config, typeof values === 'function' ? undefined : values, cb),
        (error: Error) => cb(error),
      );
      return undefined;
    }
    return begun.then(() => super.query(config, values));
  }

  /** A transaction's last statement with its `commit` (COMMIT_WITH_STATEMENT). */
  // biome-ignore lint/suspicious/noExplicitAny: as query() above
  private queryAndCommit(config: any, values: any, cb: Callback | undefined): any {
    const queryConfig: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    const queryValues = Array.isArray(values) ? values : undefined;
    const done =
      (callback: Callback): Callback =>
      (error, result) => {
        if (!error) this.committed = true;
        callback(error, result);
      };
    if (cb) return super.query(new CommitAfterQuery(queryConfig, queryValues, done(cb)));
    return new Promise((resolve, reject) => {
      super.query(
        new CommitAfterQuery(
          queryConfig,
          queryValues,
          done((error, result) => (error ? reject(error) : resolve(result))),
        ),
      );
    });
  }
}

function answer(result: unknown, cb: Callback | undefined): Promise<unknown> | undefined {
  if (cb) {
    process.nextTick(() => cb(null, result));
    return undefined;
  }
  return Promise.resolve(result);
}
