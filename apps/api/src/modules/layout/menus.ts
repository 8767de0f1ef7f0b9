/** Header and footer menus of a variant, built from the route table so links never drift. */
import type { Translate } from '@storefront/domain/i18n/translate';
import { buildPath, hasRoute } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import type { Layout } from './layout.schemas.ts';

type Link = { text: string; url: string };

const doc = (variant: VariantKey, documentName: string) =>
  buildPath('StaticDocumentsDetailIndex', variant, { documentName });

function giftCardsUrl(variant: VariantKey): string {
  return hasRoute('GiftCardsIndex', variant) ? buildPath('GiftCardsIndex', variant) : doc(variant, 'gift-certificate');
}

export function buildHeader(variant: VariantKey, t: Translate, topCategories: Link[]): Layout['header'] {
  const menu: Link[] = [...topCategories];
  if (hasRoute('GiftCardsIndex', variant))
    menu.push({ text: t('footer.about.giftCards'), url: buildPath('GiftCardsIndex', variant) });
  menu.push({ text: t('footer.about.news'), url: buildPath('NewsIndex', variant) });
  return { menu };
}

export function buildFooter(variant: VariantKey, t: Translate): Layout['footer'] {
  const buyers: Link[] = [
    { text: t('footer.buyers.sale'), url: `${buildPath('CatalogIndex', variant)}?sale=true` },
    { text: t('footer.buyers.payment'), url: doc(variant, 'payment') },
    { text: t('footer.buyers.delivery'), url: doc(variant, 'delivery') },
    { text: t('footer.buyers.return'), url: doc(variant, 'return') },
    { text: t('footer.buyers.giftCertificate'), url: giftCardsUrl(variant) },
  ];
  const about: Link[] = [
    { text: t('footer.about.faq'), url: doc(variant, 'faq') },
    { text: t('footer.about.terms'), url: doc(variant, 'terms-of-sale') },
    { text: t('footer.about.contacts'), url: buildPath('ContactsIndex', variant) },
    { text: t('footer.about.news'), url: buildPath('NewsIndex', variant) },
    { text: t('footer.about.blog'), url: buildPath('BlogIndex', variant) },
    { text: t('footer.about.giftCards'), url: giftCardsUrl(variant) },
    { text: t('footer.about.corporate'), url: doc(variant, 'corporate') },
    { text: t('footer.about.documents'), url: buildPath('StaticDocumentsIndex', variant) },
  ];
  return {
    bottomMenu: [
      { title: t('footer.buyers.title'), items: buyers },
      { title: t('footer.about.title'), items: about },
    ],
    bottomMenuShort: [about[1]!, about[2]!, about[7]!],
  };
}
