/** Test helpers for payments and notices: an order row of a user, and a logger that records calls. */
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@storefront/domain/checkout';
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { PaymentProvider } from '../../providers/payment/payment-gateway.ts';
import { type PaymentProviders, paymentProviders } from '../../providers/payment/payment-provider.ts';

const CURRENCY = { ru: 'RUB', kz: 'KZT', com: 'AED' } as const;

/** An order as placing leaves it (no lines: payments only read the order row). */
export async function insertOrder(
  db: Db,
  userId: number,
  values: { status?: OrderStatus; toPay?: number; variant?: 'ru' | 'kz' | 'com'; email?: string; phone?: string } = {},
): Promise<{ id: number; number: string }> {
  const variant = values.variant ?? 'ru';
  const toPay = values.toPay ?? 1_234_50;
  const number = String(randomBytes(4).readUInt32BE(0)).padStart(10, '1');
  const [row] = await db
    .insert(orders)
    .values({
      number,
      userId,
      variant,
      currency: CURRENCY[variant],
      status: values.status ?? 'awaiting_payment',
      paymentMethod: 'online',
      subtotal: toPay + 500_00,
      giftCardsPaid: 500_00,
      total: toPay + 500_00,
      toPay,
      recipient: {
        name: 'Анна',
        phone: values.phone ?? '79161234567',
        email: values.email ?? `buyer-${number}@example.com`,
      },
      paymentDueAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: `key-${number}`,
      requestHash: 'test',
    })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}

/** The one gateway every variant's payments go to. */
export const everyVariantPaying = (provider: PaymentProvider): PaymentProviders =>
  paymentProviders({ ru: provider, kz: provider, com: provider });

/** A logger whose warn/error calls a test can inspect. */
export function recordingLog(): FastifyBaseLogger & {
  warn: ReturnType<typeof vi.fn>;
  error: ReturnType<typeof vi.fn>;
} {
  const log = {
    level: 'info',
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    silent: vi.fn(),
    child: () => log,
  };
  return log as never;
}
