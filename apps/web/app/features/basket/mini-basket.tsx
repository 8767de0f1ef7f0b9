/**
 * The mini-basket after an "add" (product page, card quick add, quick view): the line as the basket
 * now has it (picture, name, size, price), the basket's count and sum, the delivery summary the
 * product page asked for, and the way to the basket. A non-modal panel below the site header: the
 * page stays usable; it takes the focus (so it is announced), Escape or the close button shut it
 * and give the focus back, and it steps aside on a tap elsewhere, on scrolling on, or on another page.
 */
import { buildPath } from '@storefront/domain/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { clientApi } from '../../lib/api.client';
import type { Basket, ProductDelivery } from '../../lib/api-types';
import { priceText, readyInText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Icon } from '../../ui/icon';
import { Price } from '../../ui/price';
import { Thumb } from '../../ui/thumb';
import type { AddedSku } from './basket-state';

/** Scrolling the page this far from where the panel opened closes it. */
const SCROLL_CLOSES_PX = 80;

export interface MiniBasketProps {
  open: boolean;
  added: AddedSku | null;
  onClose: () => void;
}

export function MiniBasket({ open, added, onClose }: MiniBasketProps) {
  const { t, money } = useI18n();
  const variant = useVariant();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const [basket, setBasket] = useState<Basket | null>(null);
  const [top, setTop] = useState(8);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  const close = useRef(onClose);
  close.current = onClose;

  // The basket as the server has it now: the line's picture and name, and the sum.
  useEffect(() => {
    if (!added) return undefined;
    let live = true;
    clientApi(variant)
      .get('/basket')
      .then((b) => {
        if (live) setBasket(b);
      })
      .catch(() => {
        // Without the basket the panel still names the addition and leads to the basket.
      });
    return () => {
      live = false;
    };
  }, [added, variant]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening or new addition; a page change is the next effect's
  useEffect(() => {
    if (!open || !added) return undefined;
    shownAt.current = pathname;
    opener.current = document.activeElement;
    // Below the site header when it is in view: the header's basket and login stay in reach.
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    setTop(Math.max(8, Math.round(header) + 8));
    panel.current?.focus({ preventScroll: true });
    const node = panel.current;
    // A tap elsewhere or scrolling on is going on shopping: the panel steps aside.
    const scrolledFrom = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - scrolledFrom) > SCROLL_CLOSES_PX) close.current();
    };
    const onPointer = (event: PointerEvent) => {
      if (!node?.contains(event.target as Node)) close.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointer);
    // Escape closes this panel only, not a dialog it is shown over (the quick view).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
    node?.addEventListener('keydown', onKey);
    return () => {
      node?.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, added]);

  useEffect(() => {
    if (open && pathname !== shownAt.current) close.current();
  }, [open, pathname]);

  if (!open || !added) return null;
  const line = basket?.items.find((i) => i.productId === added.skuId) ?? null;
  return (
    <div
      ref={panel}
      className="mini-basket"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ top, maxHeight: `calc(100vh - ${top + 16}px)` }}
    >
      <div className="mini-basket__head">
        <h2 id={titleId} className="mini-basket__title">
          {t('miniBasket.title')}
        </h2>
        <button type="button" className="mini-basket__close" aria-label={t('modal.close')} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {line ? (
        <div className="mini-basket__line">
          <Thumb picture={line.image} size={72} className="mini-basket__image" />
          <div>
            <p className="mini-basket__name">{line.name}</p>
            {line.size ? <p className="mini-basket__size">{t('basket.size', { size: line.size })}</p> : null}
            <Price price={line.price} oldPrice={line.oldPrice} />
          </div>
        </div>
      ) : null}
      {basket ? (
        <p className="mini-basket__sum" aria-live="polite">
          {t('miniBasket.summary', { count: basket.totalQuantity, amount: money(basket.goodsTotal) })}
        </p>
      ) : null}
      {added.delivery ? <DeliverySummary delivery={added.delivery} /> : null}
      {added.deliveryMethod ? (
        <p className="mini-basket__sum">
          {t('miniBasket.deliveryChosen', { method: t(`basketDelivery.group.${added.deliveryMethod}`) })}
        </p>
      ) : null}
      <div className="mini-basket__actions">
        <Link to={buildPath('BasketIndex', variant)} className="button button--primary">
          {t('miniBasket.toBasket')}
        </Link>
        <button type="button" className="button" onClick={onClose}>
          {t('miniBasket.continue')}
        </button>
      </div>
    </div>
  );
}

/** The city's ways to get the goods with their price and timing, as the server worked them out for this line. */
function DeliverySummary({ delivery }: { delivery: ProductDelivery }) {
  const { t, money } = useI18n();
  return (
    <div className="mini-basket__delivery">
      <p className="mini-basket__delivery-title">{t('miniBasket.delivery', { city: delivery.city.name })}</p>
      <ul>
        {delivery.terms.map((term) => (
          <li key={term.type}>
            {t(`product.delivery.${term.type}`)}: {readyInText(t, term.readyIn)}, {priceText(t, money, term.price)}
          </li>
        ))}
      </ul>
    </div>
  );
}
