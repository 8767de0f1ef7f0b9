/**
 * A local stand-in for the YooKassa API v3 (POST /v3/payments, GET /v3/payments/{id}, POST /v3/refunds,
 * POST /v3/receipts) on a random port: it checks Basic auth, honours Idempotence-Key, refuses to refund
 * more than a succeeded payment holds, answers SBP's QR confirmation, checks fiscal receipts' shape and
 * sums (yookassa-receipt.test-support.ts), and lets a test move a payment's status or refuse its receipt.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeReceipt, type FakeReceipt, receiptProblem } from './yookassa-receipt.test-support.ts';

export const FAKE_SHOP = { shopId: 'shop-100500', secretKey: 'test_secret-key' };

type Status = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

interface FakePayment {
  id: string;
  status: Status;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  payment_method?: { type: string };
  /** redirect: confirmation_url (and the return_url given); qr: confirmation_data, the link the QR carries. */
  confirmation: { type: 'redirect' | 'qr'; confirmation_url?: string; return_url?: string; confirmation_data?: string };
  /** Given with a receipt: registered once the payment succeeds, unless a test refuses it. */
  receipt_registration?: ReceiptRegistration;
}

type ReceiptRegistration = FakeReceipt['status'];

interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: { value: string; currency: string };
  receipt_registration?: ReceiptRegistration;
}

export interface FakeYookassa {
  url: string;
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  payments: Map<string, FakePayment>;
  /** Receipts registered by POST /v3/receipts. */
  receipts: Map<string, FakeReceipt>;
  setStatus(id: string, status: Status): void;
  /** The payment's receipt is not registered (a register's refusal): receipt_registration canceled. */
  refuseReceipt(id: string): void;
  /** Receipts sent on their own are refused (400) while true. */
  refuseReceipts: boolean;
  close(): Promise<void>;
}

/** YooKassa's refusal of a malformed receipt. */
const receiptError = (description: string) => ({
  type: 'error',
  code: 'invalid_request',
  parameter: 'receipt',
  description,
});

/** YooKassa's page to pay on, or for SBP's QR (desktop) the link the code carries. */
function fakeConfirmation(
  asked: { type: 'redirect'; return_url: string } | { type: 'qr' },
  id: string,
): FakePayment['confirmation'] {
  if (asked.type === 'qr') return { type: 'qr', confirmation_data: `https://qr.nspk.example/${id}` };
  const confirmation_url = `https://yoomoney.example/checkout/payments/v2/contract?orderId=${id}`;
  return { type: 'redirect', return_url: asked.return_url, confirmation_url };
}

export async function startFakeYookassa(): Promise<FakeYookassa> {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, FakeRefund>();
  const refundByKey = new Map<string, string>();
  const receipts = new Map<string, FakeReceipt>();
  const receiptByKey = new Map<string, string>();
  const control = { refuseReceipts: false };
  const cents = (value: string) => Math.round(Number(value) * 100);
  const requests: FakeYookassa['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_SHOP.shopId}:${FAKE_SHOP.secretKey}`).toString('base64')}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== expectedAuth) {
        return send(401, { type: 'error', code: 'invalid_credentials', description: 'Basic auth failed' });
      }
      if (req.method === 'POST' && path === '/v3/payments') {
        const key = req.headers['idempotence-key'];
        if (typeof key !== 'string' || !key) return send(400, { type: 'error', code: 'invalid_request' });
        const known = byKey.get(key);
        if (known) return send(200, payments.get(known));
        const input = body as Omit<FakePayment, 'id' | 'status' | 'confirmation'> & {
          confirmation: { type: 'redirect'; return_url: string } | { type: 'qr' };
          payment_method_data?: { type: string };
          receipt?: unknown;
        };
        const receiptRefused = input.receipt === undefined ? null : receiptProblem(input.receipt, input.amount.value);
        if (receiptRefused) return send(400, receiptError(receiptRefused));
        const id = randomUUID();
        const payment: FakePayment = {
          id,
          status: 'pending',
          amount: input.amount,
          ...(input.description ? { description: input.description } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
          ...(input.payment_method_data ? { payment_method: { type: input.payment_method_data.type } } : {}),
          confirmation: fakeConfirmation(input.confirmation, id),
        };
        if (input.receipt !== undefined) payment.receipt_registration = 'pending';
        payments.set(id, payment);
        byKey.set(key, id);
        return send(200, payment);
      }
      if (req.method === 'POST' && path === '/v3/refunds') {
        const key = req.headers['idempotence-key'];
        if (typeof key !== 'string' || !key) return send(400, { type: 'error', code: 'invalid_request' });
        const known = refundByKey.get(key);
        if (known) return send(200, refunds.get(known));
        const input = body as { payment_id: string; amount: { value: string; currency: string }; receipt?: unknown };
        const receiptRefused = input.receipt === undefined ? null : receiptProblem(input.receipt, input.amount.value);
        if (receiptRefused) return send(400, receiptError(receiptRefused));
        const payment = payments.get(input.payment_id);
        if (!payment) return send(404, { type: 'error', code: 'not_found' });
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_id === payment.id)
          .reduce((sum, r) => sum + cents(r.amount.value), 0);
        if (payment.status !== 'succeeded' || refunded + cents(input.amount.value) > cents(payment.amount.value)) {
          return send(400, { type: 'error', code: 'invalid_request', description: 'refund exceeds the payment' });
        }
        const refund: FakeRefund = {
          id: randomUUID(),
          payment_id: payment.id,
          status: 'succeeded',
          amount: input.amount,
          ...(input.receipt === undefined ? {} : { receipt_registration: 'succeeded' as const }),
        };
        refunds.set(refund.id, refund);
        refundByKey.set(key, refund.id);
        return send(200, refund);
      }
      if (req.method === 'POST' && path === '/v3/receipts') {
        const key = req.headers['idempotence-key'];
        if (typeof key !== 'string' || !key) return send(400, { type: 'error', code: 'invalid_request' });
        const known = receiptByKey.get(key);
        if (known) return send(200, receipts.get(known));
        if (control.refuseReceipts) {
          return send(400, { type: 'error', code: 'invalid_request', description: 'the register refused the receipt' });
        }
        const made = createFakeReceipt(
          body ?? {},
          { payment: (id) => payments.has(id), refund: (id) => refunds.has(id) },
          'succeeded',
        );
        if (made.receipt) {
          receipts.set(made.receipt.id, made.receipt);
          receiptByKey.set(key, made.receipt.id);
        }
        return send(made.status, made.json);
      }
      const match = /^\/v3\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const payment = payments.get(decodeURIComponent(match[1]!));
        return payment ? send(200, payment) : send(404, { type: 'error', code: 'not_found' });
      }
      return send(404, { type: 'error', code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refunds,
    requests,
    payments,
    receipts,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      // The register takes a payment's receipt once the money is taken, unless a test refuses it.
      if (status === 'succeeded' && payment.receipt_registration === 'pending') {
        payment.receipt_registration = 'succeeded';
      }
    },
    refuseReceipt(id) {
      const payment = payments.get(id);
      if (!payment?.receipt_registration) throw new Error(`no fake payment ${id} with a receipt`);
      payment.receipt_registration = 'canceled';
    },
    get refuseReceipts() {
      return control.refuseReceipts;
    },
    set refuseReceipts(value) {
      control.refuseReceipts = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A YooKassa notification for a payment, as YooKassa posts it (unsigned). */
export function notification(event: string, id: string, status: Status): string {
  return JSON.stringify({ type: 'notification', event, object: { id, status, paid: status === 'succeeded' } });
}
