/** Sending text messages: the local adapter keeps them in an outbox table, the gateway adapter calls a real SMS service. */

export interface SmsProvider {
  readonly kind: 'outbox' | 'http';
  /** Sends `text` to `phone` (digits only, with the country code). Throws when the message cannot be handed over. */
  send(phone: string, text: string): Promise<void>;
}
