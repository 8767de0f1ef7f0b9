/**
 * The order state machine: which status may follow which, and who may make the move. The shopper's
 * actions, the payment and timer code and the back office all ask it (`canTransition`), so a
 * transition the table does not list happens nowhere.
 */
import type { DeliveryMethod, OrderStatus } from './checkout.ts';

/** Who moves an order: the shopper, the shop's own processes (payment, timer) or staff. */
export type OrderActor = 'shopper' | 'system' | 'staff';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
}

export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: 'awaiting_payment', to: 'paid', by: ['system'] },
  { from: 'awaiting_payment', to: 'cancelled', by: ['shopper', 'system', 'staff'] },
  { from: 'placed', to: 'assembling', by: ['staff'] },
  { from: 'placed', to: 'cancelled', by: ['shopper', 'staff'] },
  // A legal entity's order: confirmed with an invoice (then paid by it on placed terms) or rejected.
  { from: 'manager_review', to: 'placed', by: ['staff'] },
  { from: 'manager_review', to: 'cancelled', by: ['shopper', 'staff'] },
  { from: 'paid', to: 'assembling', by: ['staff'] },
  // A paid order is cancelled by staff only, with its refund (the shopper asks for it).
  { from: 'paid', to: 'cancelled', by: ['staff'] },
  { from: 'assembling', to: 'ready_for_pickup', by: ['staff'] },
  { from: 'assembling', to: 'handed_to_courier', by: ['staff'] },
  { from: 'assembling', to: 'cancelled', by: ['staff'] },
  { from: 'ready_for_pickup', to: 'completed', by: ['staff'] },
  { from: 'ready_for_pickup', to: 'cancelled', by: ['staff'] },
  { from: 'handed_to_courier', to: 'completed', by: ['staff'] },
];

/** Statuses in which an order has been paid for (money to refund if it is cancelled). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'assembling',
  'ready_for_pickup',
  'handed_to_courier',
  'completed',
];

/** The delivery methods a status is for: handed to a courier only with a courier shipment, and so on. */
const FOR_METHODS: Partial<Record<OrderStatus, readonly DeliveryMethod[]>> = {
  ready_for_pickup: ['pickup', 'pvz', 'pickup_later'],
  handed_to_courier: ['courier'],
};

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  methods: readonly DeliveryMethod[] | null = null,
): boolean {
  const allowed = ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
  const forMethods = FOR_METHODS[to];
  return allowed && (!forMethods || methods === null || methods.some((m) => forMethods.includes(m)));
}

/** Where `actor` may move an order in `from` whose shipments use `methods`. */
export function nextStatuses(
  from: OrderStatus,
  actor: OrderActor,
  methods: readonly DeliveryMethod[] | null = null,
): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && canTransition(from, t.to, actor, methods)).map((t) => t.to);
}

/** Why a move is refused, for the 409 answer. */
export const transitionRefusal = (from: OrderStatus, to: OrderStatus): string =>
  `An order in status '${from}' cannot move to '${to}'`;
