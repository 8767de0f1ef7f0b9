/** Plans of recorded statements, for tests that check how a statement reaches its tables. */
import type { Database } from '../db/client.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** The planner's plan of a statement (EXPLAIN, not run). */
export async function explain(database: Database, text: string, params?: unknown[]): Promise<PlanNode> {
  const { rows } = await database.sql.executeSql(`explain (format json) ${text}`, params);
  return (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
}

/** A plan's nodes, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
