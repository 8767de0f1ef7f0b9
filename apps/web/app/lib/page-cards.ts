/**
 * Product cards as a page's loader sends them to the browser. A card (ui/product-card.tsx) shows its
 * first picture only, while the API's card lists every one: on a listing those were 3 KB of its 40 KB
 * of cards in the page's inline data (and again in each chunk "show more" fetches), decoded by the
 * browser for nothing.
 */
interface WithPictures {
  images: readonly unknown[];
}

/** The card with its first picture only. */
export function pageCard<T extends WithPictures>(card: T): T {
  return card.images.length > 1 ? { ...card, images: card.images.slice(0, 1) } : card;
}

/** The cards with their first pictures only. */
export function pageCards<T extends WithPictures>(cards: readonly T[]): T[] {
  return cards.map(pageCard);
}
