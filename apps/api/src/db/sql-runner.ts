/** A raw SQL runner (numbered parameters; several statements when there are none), for libraries like the job queue. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
