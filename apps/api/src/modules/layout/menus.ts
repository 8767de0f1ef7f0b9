/** Header and footer menus of a variant, built from the route table so links never drift. */
import type { Translate } from '@storefront/domain/i18n/translate';
import { buildPath, hasRoute } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import type { Layout } from './layout.schemas.ts';

type Link = { text: string; url: string };

const doc = (variant: VariantKey, documentName: string) =>
  buildPath('StaticDocumentsDetailIndex', variant, { documentName });

export function buildHeader(variant: VariantKey, t: Translate, topCategories: Link[]): Layout['header'] {
  const menu: Link[] = [...topCategories];
  if (hasRoute('GiftCardsIndex', variant))
    menu.push({ text: t('footer.about.giftCards'), url: buildPath('GiftCardsIndex', variant) });
  menu.push({ text: t('footer.about.news'), url: buildPath('NewsIndex', variant) });
  return { menu };
}

/**
 * The footer's two groups. Gift cards appear once as a page (the default variant has the gift-card
 * page); the buyers' group links the gift certificate's terms, a document every variant has.
 */
export function buildFooter(variant: VariantKey, t: Translate): Layout['footer'] {
  const terms = { text: t('footer.about.terms'), url: doc(variant, 'terms-of-sale') };
  const contacts = { text: t('footer.about.contacts'), url: buildPath('ContactsIndex', variant) };
  const documents = { text: t('footer.about.documents'), url: buildPath('StaticDocumentsIndex', variant) };
  const buyers: Link[] = [
    { text: t('footer.buyers.sale'), url: `${buildPath('CatalogIndex', variant)}?sale=true` },
    { text: t('footer.buyers.payment'), url: doc(variant, 'payment') },
    { text: t('footer.buyers.delivery'), url: doc(variant, 'delivery') },
    { text: t('footer.buyers.return'), url: doc(variant, 'return') },
    { text: t('footer.buyers.giftCertificate'), url: doc(variant, 'gift-certificate') },
  ];
  const about: Link[] = [
    { text: t('footer.about.faq'), url: doc(variant, 'faq') },
    terms,
    contacts,
    { text: t('footer.about.news'), url: buildPath('NewsIndex', variant) },
    { text: t('footer.about.blog'), url: buildPath('BlogIndex', variant) },
    ...(hasRoute('GiftCardsIndex', variant)
      ? [{ text: t('footer.about.giftCards'), url: buildPath('GiftCardsIndex', variant) }]
      : []),
    { text: t('footer.about.corporate'), url: doc(variant, 'corporate') },
    documents,
  ];
  return {
    bottomMenu: [
      { title: t('footer.buyers.title'), items: buyers },
      { title: t('footer.about.title'), items: about },
    ],
    bottomMenuShort: [terms, contacts, documents],
  };
}
