/**
 * A local stand-in for the CloudPayments API, written from its public documentation: POST
 * /orders/create (a payment link), /orders/cancel (closes a link not paid yet), /payments/get (a transaction), /payments/find (an invoice's last
 * payment transaction) and /payments/refund. It checks Basic auth (Public ID : API Secret, else 401),
 * answers in the {Success, Message, Model} envelope, answers a repeated X-Request-ID with the first
 * request's result, and refuses to refund more than a completed payment holds. A test plays the
 * shopper on the link (a card paying or declined) and signs notifications as CloudPayments does; or
 * a browser does, on the link's page (GET /d/{Id}): its card pays, the Pay notification goes to the
 * shop's endpoint (`notifications.sendTo`), and the browser goes on to the SuccessRedirectUrl.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeServer, startFakeServer } from './fake-gateway.test-support.ts';
import { createNotifier, hostedPage, type Notifier, seeOther, shownAmount } from './hosted-page.test-support.ts';

export const FAKE_SITE = { publicId: 'pk_0123456789abcdef0123456789abc', apiSecret: 'test-cloudpayments-api-secret' };

interface FakeLink {
  Id: string;
  Url: string;
  Amount: number;
  Currency: string;
  Description: string;
  InvoiceId: string;
  SuccessRedirectUrl?: string;
  FailRedirectUrl?: string;
  Status: 'Created' | 'Paid' | 'Cancelled';
}

export interface FakeTransaction {
  TransactionId: number;
  /** 0 a payment, 1 a refund. */
  Type: 0 | 1;
  Status: 'Completed' | 'Declined';
  Amount: number;
  Currency: string;
  InvoiceId: string | null;
  /** A refund's payment. */
  PaymentTransactionId?: number;
}

export interface FakeCloudPayments extends Omit<FakeServer, 'close'> {
  links: FakeLink[];
  transactions: FakeTransaction[];
  /** The shopper pays the invoice's link with a card that goes through (or is declined). */
  pay(invoiceId: string, status?: FakeTransaction['Status']): FakeTransaction;
  /** The Pay notifications a browser's payment on a link's page posts to the shop. */
  notifications: Notifier;
  close(): Promise<void>;
}

const cents = (amount: number) => Math.round(amount * 100);
const ok = (Model?: unknown): FakeAnswer => ({
  status: 200,
  json: { ...(Model === undefined ? {} : { Model }), Success: true, Message: null },
});
const refused = (Message: string, Model?: unknown): FakeAnswer => ({
  status: 200,
  json: { ...(Model === undefined ? {} : { Model }), Success: false, Message },
});

export async function startFakeCloudPayments(): Promise<FakeCloudPayments> {
  const links: FakeLink[] = [];
  const transactions: FakeTransaction[] = [];
  const byRequestId = new Map<string, FakeAnswer>();
  let nextTransaction = 900_000_000;
  let pageBase = '';
  const notifications = createNotifier();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_SITE.publicId}:${FAKE_SITE.apiSecret}`).toString('base64')}`;

  const methods: Record<string, (body: Record<string, unknown>) => FakeAnswer> = {
    '/orders/create': (body) => {
      if (typeof body.Amount !== 'number' || body.Amount < 0.01) return refused('Invalid Amount value');
      if (typeof body.Description !== 'string' || !body.Description) return refused('Description is required');
      const Id = randomBytes(12).toString('base64url');
      const link: FakeLink = {
        Id,
        Url: `${pageBase}/d/${Id}`,
        Amount: body.Amount,
        Currency: String(body.Currency ?? 'RUB'),
        Description: body.Description,
        InvoiceId: String(body.InvoiceId ?? ''),
        ...(typeof body.SuccessRedirectUrl === 'string' ? { SuccessRedirectUrl: body.SuccessRedirectUrl } : {}),
        ...(typeof body.FailRedirectUrl === 'string' ? { FailRedirectUrl: body.FailRedirectUrl } : {}),
        Status: 'Created',
      };
      links.push(link);
      return ok(link);
    },
    // Closes a link not paid yet; a paid (or unknown) one is refused.
    '/orders/cancel': (body) => {
      const link = links.find((l) => l.Id === body.Id);
      if (!link) return refused('Order not found');
      if (link.Status === 'Paid') return refused('Order is already paid');
      link.Status = 'Cancelled';
      return ok();
    },
    '/payments/get': (body) => {
      const found = transactions.find((t) => t.TransactionId === body.TransactionId);
      return found ? ok(found) : refused('Not found');
    },
    '/payments/find': (body) => {
      const found = transactions.filter((t) => t.Type === 0 && t.InvoiceId === body.InvoiceId).at(-1);
      return found ? ok(found) : refused('Not found');
    },
    '/payments/refund': (body) => {
      const paid = transactions.find((t) => t.TransactionId === body.TransactionId && t.Type === 0);
      if (paid?.Status !== 'Completed') return refused('Transaction not found');
      if (typeof body.Amount !== 'number' || body.Amount <= 0) return refused('Invalid Amount value');
      const refunded = transactions
        .filter((t) => t.PaymentTransactionId === paid.TransactionId)
        .reduce((sum, t) => sum + cents(t.Amount), 0);
      if (refunded + cents(body.Amount) > cents(paid.Amount)) return refused('Refund amount exceeds the payment');
      const refund: FakeTransaction = {
        TransactionId: nextTransaction++,
        Type: 1,
        Status: 'Completed',
        Amount: body.Amount,
        Currency: paid.Currency,
        InvoiceId: paid.InvoiceId,
        PaymentTransactionId: paid.TransactionId,
      };
      transactions.push(refund);
      return ok({ TransactionId: refund.TransactionId });
    },
  };

  function pay(invoiceId: string, status: FakeTransaction['Status'] = 'Completed'): FakeTransaction {
    const link = links.find((l) => l.InvoiceId === invoiceId && l.Status === 'Created');
    if (!link) throw new Error(`no open payment link for invoice ${invoiceId}`);
    if (status === 'Completed') link.Status = 'Paid';
    const transaction: FakeTransaction = {
      TransactionId: nextTransaction++,
      Type: 0,
      Status: status,
      Amount: link.Amount,
      Currency: link.Currency,
      InvoiceId: invoiceId,
    };
    transactions.push(transaction);
    return transaction;
  }

  /** The link's page a browser opens (GET), and its card paying (POST …/pay): no API credentials, as on the real page. */
  async function linkPage(linkId: string, paying: boolean): Promise<FakeAnswer> {
    const link = links.find((l) => l.Id === linkId);
    if (!link) return { ...hostedPage('Payment link not found', []), status: 404 };
    if (link.Status !== 'Created') return hostedPage('This payment link is closed', [link.Description]);
    if (!paying) {
      const amount = shownAmount(cents(link.Amount), link.Currency);
      return hostedPage('CloudPayments', [link.Description, amount], [{ label: 'Pay', action: `/d/${link.Id}/pay` }]);
    }
    await notifications.send(cloudPaymentsNotification(pay(link.InvoiceId)));
    return link.SuccessRedirectUrl ? seeOther(link.SuccessRedirectUrl) : hostedPage('Paid', [link.Description]);
  }

  const server = await startFakeServer((request) => {
    const page = /^\/d\/([\w-]+)(\/pay)?$/.exec(request.path);
    if (page && (request.method === 'GET' || page[2])) return linkPage(page[1]!, request.method === 'POST');
    if (request.headers.authorization !== expectedAuth) return { status: 401, json: { Message: 'Unauthorized' } };
    const method = request.method === 'POST' ? methods[request.path] : undefined;
    if (!method) return { status: 404, json: { Success: false, Message: 'Not found' } };
    const requestId = request.headers['x-request-id'];
    const known = typeof requestId === 'string' ? byRequestId.get(requestId) : undefined;
    if (known) return known;
    const answer = method(JSON.parse(request.body || '{}') as Record<string, unknown>);
    if (typeof requestId === 'string') byRequestId.set(requestId, answer);
    return answer;
  });
  pageBase = server.url;
  return { ...server, links, transactions, pay, notifications, close: () => server.close() };
}

/**
 * A notification as CloudPayments posts it: the transaction's fields as a form in UTF-8 (Pay and
 * Fail alike), with Content-HMAC, the base64 HMAC-SHA256 of the body with the API Secret.
 */
export function cloudPaymentsNotification(
  transaction: FakeTransaction,
  secret = FAKE_SITE.apiSecret,
): { body: string; headers: Record<string, string> } {
  const body = new URLSearchParams({
    TransactionId: String(transaction.TransactionId),
    Amount: transaction.Amount.toFixed(2),
    Currency: transaction.Currency,
    DateTime: '2026-11-29 15:00:00',
    CardFirstSix: '424242',
    CardLastFour: '4242',
    CardType: 'Visa',
    TestMode: '1',
    Status: transaction.Status,
    OperationType: transaction.Type === 0 ? 'Payment' : 'Refund',
    InvoiceId: transaction.InvoiceId ?? '',
    Email: 'buyer@example.com',
  }).toString();
  return {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': createHmac('sha256', secret).update(body).digest('base64'),
    },
  };
}
