/** Payment gateways behind one interface. INTERFACE STUB: the payments helper completes it. */
export interface PaymentProvider {
  readonly kind: 'test' | 'yookassa';
}
