/**
 * What a `POST` that places an order (goods, or gift cards) takes from its request, and how it
 * answers: the same for both kinds of order (order-placing.ts holds the rest they share).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireUser } from '../identity/require-user.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import { shopperScope } from '../identity/shopper.ts';
import { paysOnPhone } from '../payments/paying-device.ts';

/**
 * The logged-in shopper (401 otherwise), their scope, the Idempotency-Key, the log, and for the
 * payment the origin and whether it is made on a phone.
 */
export async function placingRequest(request: FastifyRequest, config: Config) {
  const { session, user } = await requireUser(request);
  const key = request.headers['idempotency-key'];
  return {
    user,
    scope: shopperScope(session, request),
    idempotencyKey: typeof key === 'string' ? key : undefined,
    log: request.log,
    origin: requestOrigin(request, config),
    onPhone: paysOnPhone(request),
  };
}

/**
 * The same for placing the basket's order, whose first statement reads the session itself
 * (place-order.ts): the session cookie's id in place of the user (the route declares
 * `sessionReadByHandler`, so nothing has read it before), and the variant and locale.
 */
export function placingRequestReadingSession(request: FastifyRequest, config: Config) {
  const key = request.headers['idempotency-key'];
  return {
    sessionId: request.sessionId(),
    adoptSession: (session: CurrentSession | null) => request.adoptSession(session),
    variant: request.variant,
    locale: request.locale,
    idempotencyKey: typeof key === 'string' ? key : undefined,
    log: request.log,
    origin: requestOrigin(request, config),
    onPhone: paysOnPhone(request),
  };
}

/** 201 with a new order, 200 with the order a repeated key had placed; the payment to go to, if any. */
export function placedAnswer<Order, Payment>(
  reply: FastifyReply,
  placed: { created: boolean; order: Order; payment: Payment },
) {
  reply.status(placed.created ? 201 : 200);
  return { data: { order: placed.order, payment: placed.payment } };
}
