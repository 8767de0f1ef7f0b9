/**
 * One basket group: its goods, and what it needs — the methods the remaining goods can be given
 * (price, nearest date), or the group's delivery with its shop, pickup point or courier address and
 * time, and the messages saying what is still missing.
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { recommendedOffer as recommended } from '@storefront/domain/delivery-recommendation';
import { formatDeliveryDay } from '@storefront/domain/delivery-slots';
import { useId, useState } from 'react';
import { addressLine } from '../../lib/address-line';
import type { BasketGroup, BasketLine } from '../../lib/api-types';
import { priceText, readyInText, whenText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { OpenButton } from '../../ui/open-button';
import { AddressesModal } from './address-modals';
import { useBasketDelivery } from './basket-delivery-context';
import { BasketLineRow } from './basket-line';
import { CourierTimeModal } from './courier-time-modal';
import { DeliveryForm, useDeliveryFetcher } from './delivery-form';
import { ListedAddresses, ListedPlaces, ListedSlots } from './listed-choices';
import { PlacesModal } from './places-modal';

type Delivery = NonNullable<BasketGroup['delivery']>;

export function BasketGroupSection({
  group,
  lines,
  addToFavourites,
}: {
  group: BasketGroup;
  lines: { line: BasketLine; quantity: number }[];
  addToFavourites: (productId: number) => void;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const problemText = (key: string) => {
    const nearest = group.delivery?.nearest;
    return key === CHECKOUT_MESSAGES.dateTooEarly && nearest
      ? t(key, { date: formatDeliveryDay(nearest.date, locale), timeSlot: nearest.timeSlot })
      : t(key);
  };
  return (
    <section className={`basket-group basket-group--${group.key}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="basket-group__title">
        {t(`basketDelivery.group.${group.key}`)}
      </h2>
      {group.delivery ? <DeliveryPanel delivery={group.delivery} /> : null}
      {group.problems.map((p) => (
        <p key={p} className="basket-group__problem">
          {problemText(p)}
        </p>
      ))}
      {group.key === 'pickup' && group.skuIds.length > 1 && group.problems.includes(CHECKOUT_MESSAGES.shopsNotFound) ? (
        <p className="method-offer__help">{t('basketHelp.pickupGroup')}</p>
      ) : null}
      {group.delivery && group.ready ? <p className="basket-group__ready">{t('basketDelivery.ready')}</p> : null}
      {group.key === 'remaining' ? <MethodOffers group={group} /> : null}
      <ul className="basket-lines">
        {lines.map(({ line, quantity }) => (
          <BasketLineRow key={line.productId} line={line} quantity={quantity} addToFavourites={addToFavourites} />
        ))}
      </ul>
    </section>
  );
}

type Offer = BasketGroup['methods'][number];

/** The offer to suggest, by the rule the server preselects with (domain/delivery-recommendation.ts). */
export function recommendedOffer(group: BasketGroup, guest: boolean): Offer | null {
  return recommended(group.methods, group.skuIds.length, {
    guest,
    terms: (m) => ({ ...m, price: m.price.amount }),
  });
}

/** What the shopper can do when a method takes some or none of the goods. */
function offerHelp(offer: Offer, group: BasketGroup): { key: string; count?: number } | null {
  if (offer.lineCount > 0 && offer.lineCount < group.skuIds.length)
    return offer.method === 'pickup' ? { key: 'basketHelp.pickupPart', count: offer.lineCount } : null;
  if (offer.lineCount > 0) return null;
  if (offer.method === 'pickup') return { key: 'basketHelp.pickupNone' };
  if (offer.problem === CHECKOUT_MESSAGES.pickupPointsNotFound) return { key: 'basketHelp.noPoints' };
  return null;
}

function MethodOffers({ group }: { group: BasketGroup }) {
  const { t, locale, money } = useI18n();
  const fetcher = useDeliveryFetcher();
  const { isAuthorized } = useUserState();
  const suggested = recommendedOffer(group, !isAuthorized);
  return (
    <ul className="method-offers" aria-label={t('basketDelivery.methods')}>
      {group.methods.map((m) => {
        const help = offerHelp(m, group);
        const helpId = `method-help-${m.method}`;
        return (
          <li key={m.method}>
            <DeliveryForm fetcher={fetcher} fields={{ method: m.method, takeRemaining: 'true' }}>
              <button
                type="submit"
                className={`method-offer${m === suggested ? ' method-offer--recommended' : ''}`}
                disabled={fetcher.state !== 'idle' || m.lineCount === 0}
                aria-describedby={help ? helpId : undefined}
              >
                <span className="method-offer__name">{t(`basketDelivery.group.${m.method}`)}</span>
                {m === suggested ? <span className="method-offer__badge">{t('basketHelp.recommended')}</span> : null}
                <span>{priceText(t, money, m.price)}</span>
                {m.lineCount > 0 ? (
                  <span>
                    {m.readyIn.unit === 'hours'
                      ? readyInText(t, m.readyIn)
                      : t('basketDelivery.nearest', { date: formatDeliveryDay(m.nearestDate, locale) })}
                  </span>
                ) : null}
                {m.lineCount > 0 && m.lineCount < group.skuIds.length ? (
                  <span>{t('basketDelivery.forGoods', { count: m.lineCount })}</span>
                ) : null}
                {m.problem ? <span className="method-offer__problem">{t(m.problem)}</span> : null}
              </button>
            </DeliveryForm>
            {help ? (
              <p id={helpId} className="method-offer__help">
                {t(help.key, { count: help.count ?? 0 })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function DeliveryPanel({ delivery }: { delivery: Delivery }) {
  const { t, money } = useI18n();
  return (
    <div className="delivery-panel">
      <p className="delivery-panel__terms">
        {t('basketDelivery.price', { price: priceText(t, money, delivery.price) })} · {readyInText(t, delivery.readyIn)}
      </p>
      {delivery.method === 'courier' ? <CourierChoice delivery={delivery} /> : <PlaceChoice delivery={delivery} />}
    </div>
  );
}

function PlaceChoice({ delivery }: { delivery: Delivery }) {
  const { t } = useI18n();
  const { places } = useBasketDelivery().listed;
  const [open, setOpen] = useState(false);
  const method = delivery.method === 'courier' ? null : delivery.method;
  if (!method) return null;
  const place = method === 'pvz' ? delivery.pickupPoint : delivery.store;
  const [choose, change] =
    method === 'pvz'
      ? ['basketDelivery.choosePickupPoint', 'basketDelivery.changePickupPoint']
      : ['basketDelivery.chooseShop', 'basketDelivery.changeShop'];
  return (
    <div className="delivery-panel__choice">
      {place ? (
        <p className="delivery-panel__place">
          <strong>{place.name}</strong>, {place.address}
        </p>
      ) : null}
      {/* Without JavaScript the list comes with the page (?places=), below the button. */}
      <OpenButton name="places" value={method} onOpen={() => setOpen(true)}>
        {t(place ? change : choose)}
      </OpenButton>
      {places?.method === method ? <ListedPlaces places={places} chosenId={place?.id ?? null} /> : null}
      <PlacesModal method={method} open={open} onClose={() => setOpen(false)} chosenId={place?.id ?? null} />
    </div>
  );
}

function CourierChoice({ delivery }: { delivery: Delivery }) {
  const { t, locale } = useI18n();
  const { isAuthorized, requireAuth } = useUserState();
  const [addressesOpen, setAddressesOpen] = useState(false);
  const [timeOpen, setTimeOpen] = useState(false);
  const { listed } = useBasketDelivery();
  const { address, date, timeSlot } = delivery;
  const chosenId = address?.addressId ?? null;
  return (
    <div className="delivery-panel__choice">
      {address ? <p className="delivery-panel__place">{addressLine(t, address)}</p> : null}
      {isAuthorized ? null : <p className="delivery-panel__note">{t('basketDelivery.loginForCourier')}</p>}
      {/* Without JavaScript the addresses and times come with the page (?courier=), below their buttons. */}
      <OpenButton name="courier" value="address" onOpen={() => requireAuth(() => setAddressesOpen(true))}>
        {t(address ? 'basketDelivery.changeAddress' : 'basketDelivery.chooseAddress')}
      </OpenButton>
      {listed.addresses ? (
        <ListedAddresses list={listed.addresses === 'login' ? null : listed.addresses} chosenId={chosenId} />
      ) : null}
      {date && timeSlot ? <p className="delivery-panel__place">{whenText(t, locale, date, timeSlot)}</p> : null}
      <OpenButton name="courier" value="time" onOpen={() => setTimeOpen(true)}>
        {t('basketDelivery.time')}
      </OpenButton>
      {listed.slots ? <ListedSlots slots={listed.slots} /> : null}
      <AddressesModal open={addressesOpen} onClose={() => setAddressesOpen(false)} chosenId={chosenId} />
      <CourierTimeModal open={timeOpen} onClose={() => setTimeOpen(false)} chosen={{ date, timeSlot }} />
    </div>
  );
}
