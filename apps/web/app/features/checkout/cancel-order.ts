/**
 * The order cancel form's fields and its question asked in the page (`?confirm=cancel&number=…`)
 * when the modal cannot open: shared by the button (cancel-order-button.tsx) and the orders
 * page's action.
 */
export const CANCEL_INTENT = 'cancel';

/** The page's query without the question, for the way back after it is answered or dismissed. */
export function withoutConfirm(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('confirm');
  kept.delete('number');
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The shopper's reason as the form sends it ('reason', 'note'); the API checks it (cancel-reasons.ts). */
export function cancelReasonOf(form: FormData): { reason?: string; note?: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const reason = text('reason');
  const note = text('note');
  return { ...(reason ? { reason } : {}), ...(note ? { note } : {}) };
}

/** The number of the order a cancel form names, or null when the form is not one. */
export function cancelledNumber(form: FormData): string | null {
  const number = form.get('number');
  return form.get('intent') === CANCEL_INTENT && typeof number === 'string' && number !== '' ? number : null;
}
