import { buildPath } from '@storefront/domain/routes';
import { describe, expect, it } from 'vitest';
import type { UserBlock } from '../lib/api-types';
import { shopperSlots, spliceShopper } from './shopper-splice.server';

const icon = (d: string) =>
  `<svg class="icon" width="24" height="24" aria-hidden="true" focusable="false"><path d="${d}"></path></svg>`;
const counter = (href: string, label: string) =>
  `<a class="header-counter" aria-busy="true" href="${href}" data-discover="true">${icon('c')}<span class="header-label">${label}</span><span class="header-counter__value" aria-hidden="true" data-count="0">0</span><span class="visually-hidden">0 товаров</span></a>`;
const heart = (id: number) =>
  `<form class="action-form" data-discover="true" action="/_actions/favourites/" method="post"><input type="hidden" name="back" value="/catalog/kukhnya/?a=1&amp;b=2"/><input type="hidden" name="productId" value="${id}"/><button type="submit" value="add" class="favourite-toggle" aria-pressed="false" aria-label="Добавить в избранное" aria-busy="false" name="favourite"><svg></svg></button></form>`;
const ADD = `${icon('b')}<span class="add-to-basket__text">В корзину</span>`;
const basket = (sku: number, busy = true) =>
  `<form class="action-form" data-discover="true" action="/_actions/basket/" method="post"><input type="hidden" name="back" value="/catalog/kukhnya/?a=1&amp;b=2"/><input type="hidden" name="skuId" value="${sku}"/><input type="hidden" name="quantity" value="1"/><button type="submit" class="button button--primary add-to-basket" disabled=""${busy ? ' aria-busy="true"' : ''}>${ADD}</button></form>`;

/** A shared render's pending parts as its components draw them (header, two cards, a sold-out one). */
const SHARED = `<html><body><nav>${counter('/izbrannoe/', 'Избранное')}${counter('/korzina/', 'Корзина')}<span class="header-account" aria-busy="true">${icon('u')}<span class="header-label">Личный кабинет</span></span></nav><ul><li>${heart(11)}${basket(101)}</li><li>${heart(12)}${basket(102)}</li><li>${heart(13)}${basket(103, false)}</li></ul><script nonce="">x</script></body></html>`;

const user = (over: Partial<UserBlock>): UserBlock => ({
  isAuthorized: true,
  isValid: true,
  name: 'Ада </script><b>',
  email: 'ada@example.com',
  subscribe: false,
  phone: '79160000000',
  timeZone: 'default',
  serverTimeZone: 'Europe/Moscow',
  companies: [],
  legalEntity: false,
  roles: [],
  basket: {},
  favourites: [],
  ...over,
});

const RU = { locale: 'ru-RU', variant: 'ru' } as const;

describe('splicing a shopper into a shared render', () => {
  it('fills the header, the hearts and the basket buttons of a logged-in shopper', () => {
    const html = spliceShopper(SHARED, user({ favourites: [12, 99], basket: { '101': 2, '555': 3 } }), RU) ?? '';
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain(
      '<a class="header-counter" href="/izbrannoe/" data-discover="true"><svg class="icon" width="24" height="24" aria-hidden="true" focusable="false"><path d="c"></path></svg><span class="header-label">Избранное</span><span class="header-counter__value" aria-hidden="true" data-count="2">2</span><span class="visually-hidden">2 товара</span></a>',
    );
    expect(html).toContain('data-count="5">5</span><span class="visually-hidden">5 товаров</span></a>');
    expect(html).toContain(
      `<a class="header-account" href="/lichnyj-kabinet/" data-discover="true">${icon('u')}<span class="header-label">Личный кабинет</span></a>`,
    );
    // Only the favourite's heart is pressed.
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toContain(
      'name="productId" value="12"/><button type="submit" value="remove" class="favourite-toggle favourite-toggle--active" aria-pressed="true" aria-label="Удалить из избранного" aria-busy="false" name="favourite">',
    );
    // The SKU in the basket is a stepper; another is enabled; the sold-out one stays disabled.
    expect(html).toContain(
      '<div class="add-to-basket add-to-basket--in"><span class="add-to-basket__label">В корзине</span><form class="action-form" data-discover="true" action="/_actions/basket/" method="post"><input type="hidden" name="back" value="/catalog/kukhnya/?a=1&amp;b=2"/><input type="hidden" name="skuId" value="101"/><fieldset class="quantity-stepper"><legend class="visually-hidden">Количество</legend><button type="submit" value="1" class="quantity-stepper__button" aria-label="На одну меньше" name="quantity">−</button><output class="quantity-stepper__value" aria-live="polite">2</output><button type="submit" value="3" class="quantity-stepper__button" aria-label="Ещё одну" name="quantity">+</button></fieldset></form></div>',
    );
    expect(html).toContain(
      `<input type="hidden" name="skuId" value="102"/><input type="hidden" name="quantity" value="1"/><button type="submit" class="button button--primary add-to-basket">${ADD}</button></form>`,
    );
    expect(html).toContain(
      'value="103"/><input type="hidden" name="quantity" value="1"/><button type="submit" class="button button--primary add-to-basket" disabled="">',
    );
  });

  it('enables the product page’s waiting-list button for every shopper', () => {
    const waiting = '<button type="button" class="button arrival-notice"';
    const page = SHARED.replace('<ul>', `${waiting} disabled="" aria-busy="true">Сообщить о поступлении</button><ul>`);
    for (const shopper of [user({}), user({ isAuthorized: false })]) {
      const html = spliceShopper(page, shopper, RU) ?? '';
      expect(html).toContain(`${waiting}>Сообщить о поступлении</button>`);
      expect(html).not.toContain('aria-busy="true"');
    }
  });

  it('gives a guest with a session the login link, in the page’s language', () => {
    const html = spliceShopper(SHARED, user({ isAuthorized: false, name: '' }), RU) ?? '';
    expect(html).toContain('<a class="header-account" href="/vkhod-ili-registratsiya/" data-discover="true">');
    expect(html).toContain('<span class="header-label">Войти</span></a>');
    const english = SHARED.replaceAll('/izbrannoe/', buildPath('FavoritesIndex', 'com')).replaceAll(
      '/korzina/',
      buildPath('BasketIndex', 'com'),
    );
    const com = spliceShopper(english, user({ isAuthorized: false }), { locale: 'en-US', variant: 'com' }) ?? '';
    expect(com).toContain('<span class="header-label">Log in</span></a>');
    expect(com).toContain('<span class="visually-hidden">0 items</span>');
  });

  it('puts the shopper’s block beside the page as data no markup can break out of', () => {
    const html = spliceShopper(SHARED, user({}), RU) ?? '';
    const block = /<script type="application\/json" id="shopper-block">(.*?)<\/script><\/body>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect((JSON.parse(block ?? '') as UserBlock).name).toBe('Ада </script><b>');
  });

  it('gives every shopper the page’s own runs, apart from a run with one of their cards', () => {
    // A listing's length: its cards' runs are cut at about 32 KB.
    const cards = Array.from({ length: 300 }, (_, i) => `<li>${heart(1000 + i)}${basket(5000 + i)}</li>`).join('');
    const page = SHARED.replace('<ul>', `<ul>${cards}`);
    const slots = shopperSlots(page, 'ru');
    if (!slots) throw new Error('no slots');
    const none = slots.parts(user({}), RU);
    const other = slots.parts(user({ name: 'Борис', basket: { '555': 1 } }), RU);
    const theirs = slots.parts(user({ favourites: [1150], basket: { '5150': 2 } }), RU);
    expect(none.length).toBeGreaterThan(5);
    // Whoever the shopper, the same runs (the same objects); only the header's and the block's parts differ.
    const runs = none.filter((part, i) => part === other[i]);
    expect(runs.length).toBeGreaterThan(2);
    expect(runs.reduce((n, part) => n + part.length, 0)).toBeGreaterThan(0.9 * Buffer.byteLength(page));
    // The run holding card 150 is theirs alone: the heart pressed, the stepper; the rest are the page's.
    const own = theirs.filter((part, i) => part !== none[i] && runs.includes(none[i] as Buffer));
    expect(own).toHaveLength(1);
    expect(own[0]?.toString()).toContain('value="1150"/><button type="submit" value="remove"');
    expect(own[0]?.toString()).toContain('<output class="quantity-stepper__value" aria-live="polite">2</output>');
    // Put together, the parts are the spliced page.
    expect(Buffer.concat(theirs).toString()).toBe(
      spliceShopper(page, user({ favourites: [1150], basket: { '5150': 2 } }), RU),
    );
    expect(
      Buffer.concat(theirs)
        .toString()
        .match(/aria-pressed="true"/g),
    ).toHaveLength(1);
  });

  it('answers null for a page without the pending parts: the host then draws it in full', () => {
    expect(spliceShopper('<html><body></body></html>', user({}), RU)).toBeNull();
    expect(spliceShopper(SHARED.replace('aria-busy="true">', '>'), user({}), RU)).toBeNull();
  });
});
