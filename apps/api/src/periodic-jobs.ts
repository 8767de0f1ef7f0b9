/**
 * The periodic jobs, on the queue's cron schedule: each slot runs once across all API processes
 * (replacing one timer per process).
 */
import type { Db } from './db/client.ts';
import { cleanupExpired } from './jobs/cleanup.ts';
import type { JobQueue } from './jobs/queue.ts';
import { pruneSearchLog } from './modules/catalog/search/search-log.ts';
import { accountQuietHours, sendGiftCardSms } from './modules/gift-cards/gift-card-sms.ts';
import type { NoticeDeps, OrderNotices } from './modules/notices/order-notices.ts';
import { expireOrders } from './modules/orders/expire-orders.ts';
import type { PaymentDeps } from './modules/payments/payment.service.ts';
import { reconcilePayments } from './modules/payments/reconcile-payments.ts';
import { sendArrivalNotices } from './modules/waiting-list/arrival-notices.ts';
import { pruneWebVitals } from './modules/web-vitals/vitals-batch.ts';

type NoPayload = Record<string, never>;

declare module './jobs/queue.ts' {
  interface JobPayloads {
    'expire-orders': NoPayload;
    'arrival-notices': NoPayload;
    cleanup: NoPayload;
    'gift-card-sms': NoPayload;
    'search-log-prune': NoPayload;
    'web-vitals-prune': NoPayload;
    'reconcile-payments': NoPayload;
  }
}

export function definePeriodicJobs(
  queue: JobQueue,
  deps: { db: Db; notices: OrderNotices; noticeDeps: NoticeDeps; payments: PaymentDeps; reconcileAfterMin: number },
): void {
  // Unpaid online orders past their payment time: every minute.
  queue.define('expire-orders', {
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await expireOrders(deps.db, deps.notices, new Date(), deps.payments.jobs);
    },
  });
  // Payments pending past PAYMENT_RECONCILE_AFTER_MIN, asked about at their provider: every two minutes.
  queue.define('reconcile-payments', {
    cron: '*/2 * * * *',
    retryLimit: 0,
    run: async () => {
      const { providers, ...payments } = deps.payments;
      await reconcilePayments({
        ...payments,
        notices: deps.notices,
        providers: providers.all(),
        afterMin: deps.reconcileAfterMin,
      });
    },
  });
  // Waiting-list rows whose SKU is back: every five minutes.
  queue.define('arrival-notices', {
    cron: '*/5 * * * *',
    retryLimit: 0,
    run: async () => {
      await sendArrivalNotices(deps.noticeDeps, queue);
    },
  });
  // Gift cards' recipient SMS that are due (the card rows keep the schedule): every minute.
  queue.define('gift-card-sms', {
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await sendGiftCardSms({ ...deps.noticeDeps, quietUntil: accountQuietHours(deps.db) });
    },
  });
  // Expired sessions, captcha proofs, old codes and limit windows: hourly.
  queue.define('cleanup', {
    cron: '7 * * * *',
    retryLimit: 0,
    run: async () => {
      await cleanupExpired(deps.db);
    },
  });
  // Days of the search log past what the search report may look at: daily.
  queue.define('search-log-prune', {
    cron: '23 3 * * *',
    retryLimit: 0,
    run: async () => {
      await pruneSearchLog(deps.db);
    },
  });
  // Days of page-speed counts past what anyone looks at: daily.
  queue.define('web-vitals-prune', {
    cron: '29 3 * * *',
    retryLimit: 0,
    run: async () => {
      await pruneWebVitals(deps.db);
    },
  });
}
