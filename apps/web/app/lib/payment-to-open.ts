/**
 * A payment the page goes on to after placing or paying again: its address, and whether it is an SBP
 * payment, which a mobile-app screen hands to the app (the bridge's sbpPayment message).
 */
export interface PaymentToOpen {
  url: string;
  sbp: boolean;
}

/** The API's started payment as the page opens it. */
export const paymentToOpen = (payment: { confirmationUrl: string; method: 'card' | 'sbp' }): PaymentToOpen => ({
  url: payment.confirmationUrl,
  sbp: payment.method === 'sbp',
});
