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

/** The number of the order a cancel form names, or null when the form is not one. */
export function cancelledNumber(form: FormData): string | null {
  const number = form.get('number');
  return form.get('intent') === CANCEL_INTENT && typeof number === 'string' && number !== '' ? number : null;
}
