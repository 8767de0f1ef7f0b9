/**
 * SQL statements counted per unit of work (a request, a benchmark call): the database client
 * reports every statement it sends, and the innermost open scope adds it up. Outside a scope the
 * report is a no-op, so production pays one AsyncLocalStorage lookup per statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface StatementScope {
  statements: number;
  /** When present, the statements' text and parameters are kept here too (query-plan tests). */
  recorded?: { text: string; params: unknown[] }[];
}

const scopes = new AsyncLocalStorage<StatementScope>();

/** Called by the database client for each statement sent (transaction control included). */
export function countStatement(text?: string, params?: unknown[]): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.statements += 1;
  if (scope.recorded && text) scope.recorded.push({ text, params: params ?? [] });
}

/** Runs `fn` in a scope of its own, to read afterwards how many statements it sent. */
export function withStatementScope<T>(scope: StatementScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** Runs `fn` and answers its result with the number of statements it (and all it awaited) sent. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const scope: StatementScope = { statements: 0 };
  const result = await withStatementScope(scope, fn);
  return { result, statements: scope.statements };
}

/** Runs `fn` outside any scope: work a request starts on behalf of others is not counted as its own. */
export const outsideStatementScope = <T>(fn: () => T): T => scopes.exit(fn);
