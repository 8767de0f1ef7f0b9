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
 *   `aria-busy="true"` while the basket is unknown (a sold-out one has no `aria-busy`);
 * - the product page's waiting-list button (features/account/arrival-notice.tsx): disabled with
 *   `aria-busy="true"`, enabled for every shopper (it asks a guest to log in when pressed).
 *
 * What this writes is what those components draw for the shopper in a full render (a test renders
 * both and compares them: shopper-splice.server.test.ts and e2e/shopper-splice.test.ts). The shopper's
 * block goes beside it as a data block the page hydrates with (shared-user.tsx), so the browser asks
 * for nothing and React finds the HTML it would draw. Nothing spliced is ever kept: the host splices
 * each answer from the kept shared render.
 */

import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { type Translate, translatorFor } from '@storefront/domain/i18n/translator';
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
const ARRIVAL_PENDING = '<button type="button" class="button arrival-notice" disabled="" aria-busy="true">';
const ARRIVAL_READY = '<button type="button" class="button arrival-notice">';
const HEART_PENDING =
  /name="productId" value="(\d+)"\/><button type="submit" value="add" class="favourite-toggle" aria-pressed="false" aria-label="[^"]*"/g;
const BASKET_PENDING =
  /(<form class="action-form"[^>]*>)(<input type="hidden" name="back" value="[^"]*"\/>)(<input type="hidden" name="skuId" value="(\d+)"\/>)<input type="hidden" name="quantity" value="1"\/><button type="submit" class="button button--primary add-to-basket" disabled="" aria-busy="true">(<svg [^>]*><path [^>]*><\/path><\/svg><span class="add-to-basket__text">[^<]*<\/span>)<\/button><\/form>/g;

/** One place of a shopper's part in a shared render, found once per kept page. */
type Slot =
  | { kind: 'counter'; which: 'favourites' | 'basket'; head: string }
  | { kind: 'account'; icon: string; label: string; discover: string }
  | { kind: 'heart'; productId: string; pending: string }
  | { kind: 'basket'; form: string; back: string; sku: string; skuId: string; addContent: string }
  | { kind: 'block' };

/** A shared render cut at its shopper's parts: filled in per answer, a copy of bytes and a few strings. */
export interface ShopperSlots {
  /** The page for `user`, in UTF-8. */
  fill(user: UserBlock, place: SplicePlace): Buffer;
  /**
   * The page for `user` in pieces, in order. A piece given as the same object from answer to answer is
   * a run of the page that is the same for every shopper it is given to (their lists have nothing on
   * its cards), so the host may keep its compressed copy; any other piece is this answer's alone.
   */
  parts(user: UserBlock, place: SplicePlace): Buffer[];
}

/**
 * The page's runs between the header's and the block's parts are cut at about this many bytes: a
 * shopper's favourite or basket line on a card makes only its run their own. (DEFLATE looks back
 * 32 KB, so a cut costs a run little of its compression.)
 */
const RUN_BYTES = 32 * 1024;

/** A run of the page: its pieces (bytes, or a card's slot by its index) and its bytes for a shopper with none of its cards in their lists. */
interface Run {
  pieces: (Buffer | number)[];
  slots: number[];
  same: Buffer;
}

/**
 * The shopper's parts of a shared render, found once for the kept page, or null when the page does not
 * have the pending shapes above (the host then renders the page for the shopper in full).
 */
export function shopperSlots(kept: string, variant: VariantKey): ShopperSlots | null {
  // The same for every shopper: done once for the kept page.
  const html = kept.replaceAll(ARRIVAL_PENDING, ARRIVAL_READY);
  const found: { start: number; end: number; slot: Slot }[] = [];
  let discover = '';
  for (const which of ['favourites', 'basket'] as const) {
    const href = buildPath(which === 'favourites' ? 'FavoritesIndex' : 'BasketIndex', variant);
    const start = html.indexOf(`${COUNTER_PENDING}${escapeHtml(href)}"`);
    if (start < 0) return null;
    const value = html.indexOf(COUNT_PENDING, start);
    const end = value < 0 ? -1 : html.indexOf('</span>', value + COUNT_PENDING.length);
    const close = html.indexOf('</a>', start);
    if (value < 0 || end < 0 || close < end) return null;
    const tag = html.slice(start, html.indexOf('>', start));
    if (tag.includes(' data-discover="true"')) discover = ' data-discover="true"';
    found.push({
      start,
      end,
      slot: { kind: 'counter', which, head: html.slice(start + COUNTER_PENDING.length, value) },
    });
  }
  const account = html.indexOf(ACCOUNT_PENDING);
  const label = account < 0 ? -1 : html.indexOf(ACCOUNT_LABEL, account);
  const labelEnd = label < 0 ? -1 : html.indexOf('</span></span>', label);
  if (labelEnd < 0) return null;
  found.push({
    start: account,
    end: labelEnd + '</span></span>'.length,
    slot: {
      kind: 'account',
      icon: html.slice(account + ACCOUNT_PENDING.length, label),
      label: html.slice(label + ACCOUNT_LABEL.length, labelEnd),
      discover,
    },
  });
  for (const match of html.matchAll(HEART_PENDING)) {
    const [pending, productId = ''] = match;
    found.push({ start: match.index, end: match.index + pending.length, slot: { kind: 'heart', productId, pending } });
  }
  for (const match of html.matchAll(BASKET_PENDING)) {
    const [pending, form = '', back = '', sku = '', skuId = '', addContent = ''] = match;
    const slot: Slot = { kind: 'basket', form, back, sku, skuId, addContent };
    found.push({ start: match.index, end: match.index + pending.length, slot });
  }
  const body = html.lastIndexOf('</body>');
  if (body < 0) return null;
  found.push({ start: body, end: body, slot: { kind: 'block' } });
  found.sort((a, b) => a.start - b.start);

  // The page between the parts, as bytes once.
  const between: Buffer[] = [];
  let at = 0;
  for (const { start, end } of found) {
    between.push(Buffer.from(html.slice(at, start)));
    at = end;
  }
  between.push(Buffer.from(html.slice(at)));
  const slots = found.map((f) => f.slot);
  // The page as runs (the cards' parts inside them) and the header's and block's parts between them.
  const layout: (Run | number)[] = [];
  let run: Omit<Run, 'same'> = { pieces: [], slots: [] };
  let runBytes = 0;
  const closeRun = () => {
    if (run.pieces.length === 0) return;
    const same = run.pieces.map((piece) =>
      typeof piece === 'number' ? Buffer.from(common(slots[piece] as CardSlot)) : piece,
    );
    layout.push({ ...run, same: Buffer.concat(same) });
    run = { pieces: [], slots: [] };
    runBytes = 0;
  };
  const addBytes = (bytes: Buffer) => {
    run.pieces.push(bytes);
    runBytes += bytes.length;
    if (runBytes >= RUN_BYTES) closeRun();
  };
  slots.forEach((slot, i) => {
    addBytes(between[i] as Buffer);
    if (slot.kind === 'heart' || slot.kind === 'basket') {
      run.pieces.push(i);
      run.slots.push(i);
    } else {
      closeRun();
      layout.push(i);
    }
  });
  addBytes(between[slots.length] as Buffer);
  closeRun();

  const parts = (user: UserBlock, place: SplicePlace): Buffer[] => {
    const t = translatorFor(place.locale, CATALOGUES[place.locale]);
    const draw = (i: number) => Buffer.from(drawn(slots[i] as Slot, user, t, place.variant));
    return layout.map((item) => {
      if (typeof item === 'number') return draw(item);
      if (item.slots.every((i) => !isTheirs(slots[i] as CardSlot, user))) return item.same;
      return Buffer.concat(item.pieces.map((piece) => (typeof piece === 'number' ? draw(piece) : piece)));
    });
  };
  return { parts, fill: (user, place) => Buffer.concat(parts(user, place)) };
}

type CardSlot = Extract<Slot, { kind: 'heart' | 'basket' }>;

/** Whether a card's part is drawn otherwise for `user` than for a shopper without the card in their lists. */
function isTheirs(slot: CardSlot, user: UserBlock): boolean {
  return slot.kind === 'heart' ? user.favourites.includes(Number(slot.productId)) : (user.basket[slot.skuId] ?? 0) > 0;
}

/** A card's part for a shopper without the card in their lists: the heart not pressed, the basket button enabled. */
function common(slot: CardSlot): string {
  if (slot.kind === 'heart') return slot.pending;
  const { form, back, sku, addContent } = slot;
  return `${form}${back}${sku}<input type="hidden" name="quantity" value="1"/><button type="submit" class="button button--primary add-to-basket">${addContent}</button></form>`;
}

/** What a full render draws for `user` in place of a pending part. */
function drawn(slot: Slot, user: UserBlock, t: Translate, variant: VariantKey): string {
  switch (slot.kind) {
    case 'counter': {
      const count =
        slot.which === 'favourites'
          ? user.favourites.length
          : Object.values(user.basket).reduce((sum, q) => sum + q, 0);
      return `<a class="header-counter" href="${slot.head} data-count="${count}">${count}</span><span class="visually-hidden">${escapeHtml(t('counter.items', { count }))}`;
    }
    case 'account': {
      // The profile for a logged-in shopper, the login page for a guest with a session.
      const [href, text] = user.isAuthorized
        ? [buildPath('ProfileIndex', variant), slot.label]
        : [buildPath('LogInIndex', variant), escapeHtml(t('header.login'))];
      return `<a class="header-account" href="${escapeHtml(href)}"${slot.discover}>${slot.icon}${ACCOUNT_LABEL}${text}</span></a>`;
    }
    case 'heart':
      return isTheirs(slot, user)
        ? `name="productId" value="${slot.productId}"/><button type="submit" value="remove" class="favourite-toggle favourite-toggle--active" aria-pressed="true" aria-label="${escapeHtml(t('favourites.remove'))}"`
        : common(slot);
    case 'basket': {
      if (!isTheirs(slot, user)) return common(slot);
      const quantity = user.basket[slot.skuId] ?? 0;
      const { form, back, sku } = slot;
      return (
        `<div class="add-to-basket add-to-basket--in"><span class="add-to-basket__label">${escapeHtml(t('basket.inBasket'))}</span>` +
        `${form}${back}${sku}<fieldset class="quantity-stepper"><legend class="visually-hidden">${escapeHtml(t('basket.quantity'))}</legend>` +
        `<button type="submit" value="${quantity - 1}" class="quantity-stepper__button" aria-label="${escapeHtml(t('basket.decrease'))}" name="quantity">−</button>` +
        `<output class="quantity-stepper__value" aria-live="polite">${quantity}</output>` +
        `<button type="submit" value="${quantity + 1}" class="quantity-stepper__button" aria-label="${escapeHtml(t('basket.increase'))}" name="quantity">+</button>` +
        '</fieldset></form></div>'
      );
    }
    case 'block':
      return `<script type="application/json" id="${SHOPPER_BLOCK_ID}">${scriptJson(user)}</script>`;
  }
}

/** The shared render `html` with the shopper's parts of `user` in place, or null without the parts. */
export function spliceShopper(html: string, user: UserBlock, place: SplicePlace): string | null {
  return shopperSlots(html, place.variant)?.fill(user, place).toString('utf8') ?? null;
}
