/** How many server processes `npm run cluster` starts: `--processes N` (or `-n N`), one per core by default. */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const MAX_PROCESSES = 64;

/** The number of processes asked for (default: one per core), or an error message. */
export function processCount(args: string[], cores = availableParallelism()): number | string {
  const { values } = parseArgs({ args, options: { processes: { type: 'string', short: 'n' } }, strict: true });
  if (values.processes === undefined) return Math.min(cores, MAX_PROCESSES);
  const n = Number(values.processes);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PROCESSES
    ? n
    : `--processes must be a whole number from 1 to ${MAX_PROCESSES}, got '${values.processes}'`;
}
