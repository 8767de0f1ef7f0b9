/**
 * Sending e-mail: the local adapter keeps messages in the email_outbox table (and the log), the
 * gateway adapter hands them to a real service. Chosen by EMAIL_PROVIDER.
 */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly kind: 'outbox' | 'http';
  /** Throws when the message cannot be handed over. */
  send(message: EmailMessage): Promise<void>;
}
