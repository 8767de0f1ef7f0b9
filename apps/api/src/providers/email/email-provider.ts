/**
 * Sending e-mail: the local adapter keeps messages in the email_outbox table, a gateway adapter
 * hands them to a real service. INTERFACE STUB: the payments/notices helper implements it.
 */
export interface EmailProvider {
  readonly kind: 'outbox' | 'http';
  /** Throws when the message cannot be handed over. */
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
