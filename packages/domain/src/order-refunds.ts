/**
 * Refunds and cancellation requests of orders, shared by the API and the back office's pages: the
 * message keys of refusals and the fields of a refund request.
 */

/** Why a refund (or a cancellation request's answer) is refused; keys of the refunds messages. */
export const REFUND_MESSAGES = {
  notInOrder: 'refunds.error.notInOrder',
  tooMany: 'refunds.error.tooMany',
  nothingLeft: 'refunds.error.nothingLeft',
  exceedsPaid: 'refunds.error.exceedsPaid',
  notPaid: 'refunds.error.notPaid',
  notLatePayment: 'refunds.error.notLatePayment',
  keyReused: 'refunds.error.keyReused',
  noCancellationRequest: 'refunds.error.noCancellationRequest',
} as const;

/** Back-office queues of orders that wait for staff. */
export const ORDER_QUEUES = ['cancellationRequests', 'latePayments'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];
