/**
 * Order notices that gave up: an 'order-notice' job fails for good once its retries are spent, and
 * pg-boss keeps it (moved to its archive after a while) until it is deleted. The shopper was not
 * told of a change of their order, which staff may tell them another way.
 */
import { type SQL, sql } from 'drizzle-orm';
import { JOB_SCHEMA } from '../../db/job-queue-schema.ts';
import type { JobName } from '../../jobs/queue.ts';

const ORDER_NOTICE: JobName = 'order-notice';

const failedIn = (table: 'job' | 'archive', since: Date) =>
  sql`select (data->>'orderId')::int as order_id from ${sql.raw(`${JOB_SCHEMA}.${table}`)}
    where name = ${ORDER_NOTICE} and state = 'failed' and completed_on >= ${since.toISOString()}::timestamptz`;

/** The ids of the orders with a notice that failed for good since `since`, as a subquery. */
export function ordersWithFailedNotices(since: Date): SQL {
  return sql`(${failedIn('job', since)} union ${failedIn('archive', since)})`;
}
