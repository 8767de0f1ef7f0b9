/**
 * A browser with a session that has not run the shop's scripts yet (the first page after logging in,
 * or no JavaScript at all) gets its city's shared render of a `sessionSplice` page (decision 047) with
 * the shopper's own parts put into the HTML here: a string splice, no React render. The shared render
 * draws those parts in their pending state (its root data's `userPending`), and each pending part has
 * one shape, drawn by one component:
 *
 * - the header's account entry (features/auth/account-link.tsx): a `<span … aria-busy="true">`, for
 *   the profile's link or, for a guest with a session, the login link;
 * - the favourites and basket counters (header-counters.tsx): `aria-busy="true"` and a count of 0;
 * - each card's heart (features/favourites/favourite-toggle.tsx): "add", not pressed;
 * - each card's basket button (features/basket/add-to-basket-button.tsx): disabled with
 *   `aria-busy="true"` while the basket is unknown (a sold-out one has no `aria-busy`).
 *
 * What this writes is what those components draw for the shopper in a full render (a test renders
 * both and compares them: shopper-splice.server.test.ts and e2e/shopper-splice.test.ts). The shopper's
 * block goes beside it as a data block the page hydrates with (shared-user.tsx), so the browser asks
 * for nothing and React finds the HTML it would draw. Nothing spliced is ever kept: the host splices
 * each answer from the kept shared render.
 */

import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { translatorFor } from '@storefront/domain/i18n/translator';
import { buildPath } from '@storefront/domain/routes';
import type { LocaleTag, VariantKey } from '@storefront/domain/variants';
import type { UserBlock } from '../lib/api-types';
import { SHOPPER_BLOCK_ID } from './shopper-block';

/** Where the page is: its variant (addresses) and language (words). */
export interface SplicePlace {
  locale: LocaleTag;
  variant: VariantKey;
}

/** As React escapes text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#x27;',
  );
}

/** JSON inside a `<script>` element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ACCOUNT_PENDING = '<span class="header-account" aria-busy="true">';
const ACCOUNT_LABEL = '<span class="header-label">';
const COUNTER_PENDING = '<a class="header-counter" aria-busy="true" href="';
const COUNT_PENDING = ' data-count="0">0</span><span class="visually-hidden">';
const HEART_PENDING =
  /name="productId" value="(\d+)"\/><button type="submit" value="add" class="favourite-toggle" aria-pressed="false" aria-label="[^"]*"/g;
const BASKET_PENDING =
  /(<form class="action-form"[^>]*>)(<input type="hidden" name="back" value="[^"]*"\/>)(<input type="hidden" name="skuId" value="(\d+)"\/>)<input type="hidden" name="quantity" value="1"\/><button type="submit" class="button button--primary add-to-basket" disabled="" aria-busy="true">([^<]*)<\/button><\/form>/g;

/**
 * The shared render `html` with the shopper's parts of `user` in place, or null when the page does not
 * have the pending shapes above (the host then renders the page for the shopper in full).
 */
export function spliceShopper(html: string, user: UserBlock, { locale, variant }: SplicePlace): string | null {
  const t = translatorFor(locale, CATALOGUES[locale]);
  let page = html;

  // The counters: the favourites' and the basket's, told apart by their links.
  const counts: [string, number][] = [
    [buildPath('FavoritesIndex', variant), user.favourites.length],
    [buildPath('BasketIndex', variant), Object.values(user.basket).reduce((sum, q) => sum + q, 0)],
  ];
  let discover = '';
  for (const [href, count] of counts) {
    const start = page.indexOf(`${COUNTER_PENDING}${escapeHtml(href)}"`);
    if (start < 0) return null;
    const value = page.indexOf(COUNT_PENDING, start);
    const end = value < 0 ? -1 : page.indexOf('</span>', value + COUNT_PENDING.length);
    const close = page.indexOf('</a>', start);
    if (value < 0 || end < 0 || close < end) return null;
    const tagEnd = page.indexOf('>', start);
    discover = page.slice(start, tagEnd).includes(' data-discover="true"') ? ' data-discover="true"' : '';
    page =
      page.slice(0, start) +
      '<a class="header-counter" href="' +
      page.slice(start + COUNTER_PENDING.length, value) +
      ` data-count="${count}">${count}</span><span class="visually-hidden">` +
      escapeHtml(t('counter.items', { count })) +
      page.slice(end);
  }

  // The account entry: the profile for a logged-in shopper, the login page for a guest with a session.
  const account = page.indexOf(ACCOUNT_PENDING);
  const label = account < 0 ? -1 : page.indexOf(ACCOUNT_LABEL, account);
  const labelEnd = label < 0 ? -1 : page.indexOf('</span></span>', label);
  if (labelEnd < 0) return null;
  const icon = page.slice(account + ACCOUNT_PENDING.length, label);
  const [href, text] = user.isAuthorized
    ? [buildPath('ProfileIndex', variant), page.slice(label + ACCOUNT_LABEL.length, labelEnd)]
    : [buildPath('LogInIndex', variant), escapeHtml(t('header.login'))];
  page =
    page.slice(0, account) +
    `<a class="header-account" href="${escapeHtml(href)}"${discover}>${icon}${ACCOUNT_LABEL}${text}</span></a>` +
    page.slice(labelEnd + '</span></span>'.length);

  // The hearts of the shopper's favourites.
  const favourites = new Set(user.favourites.map(String));
  const remove = escapeHtml(t('favourites.remove'));
  page = page.replace(HEART_PENDING, (pending, productId: string) =>
    favourites.has(productId)
      ? `name="productId" value="${productId}"/><button type="submit" value="remove" class="favourite-toggle favourite-toggle--active" aria-pressed="true" aria-label="${remove}"`
      : pending,
  );

  // The cards' basket buttons: a quantity stepper for a SKU in the basket, else the button, enabled.
  const inBasket = escapeHtml(t('basket.inBasket'));
  const quantityLegend = escapeHtml(t('basket.quantity'));
  const decrease = escapeHtml(t('basket.decrease'));
  const increase = escapeHtml(t('basket.increase'));
  page = page.replace(
    BASKET_PENDING,
    (_pending, form: string, back: string, sku: string, skuId: string, addLabel: string) => {
      const quantity = user.basket[skuId] ?? 0;
      if (quantity <= 0) {
        return `${form}${back}${sku}<input type="hidden" name="quantity" value="1"/><button type="submit" class="button button--primary add-to-basket">${addLabel}</button></form>`;
      }
      return (
        `<div class="add-to-basket add-to-basket--in"><span class="add-to-basket__label">${inBasket}</span>` +
        `${form}${back}${sku}<fieldset class="quantity-stepper"><legend class="visually-hidden">${quantityLegend}</legend>` +
        `<button type="submit" value="${quantity - 1}" class="quantity-stepper__button" aria-label="${decrease}" name="quantity">−</button>` +
        `<output class="quantity-stepper__value" aria-live="polite">${quantity}</output>` +
        `<button type="submit" value="${quantity + 1}" class="quantity-stepper__button" aria-label="${increase}" name="quantity">+</button>` +
        '</fieldset></form></div>'
      );
    },
  );

  // The shopper's block, for the page to hydrate with.
  const body = page.lastIndexOf('</body>');
  if (body < 0) return null;
  const block = `<script type="application/json" id="${SHOPPER_BLOCK_ID}">${scriptJson(user)}</script>`;
  return page.slice(0, body) + block + page.slice(body);
}
