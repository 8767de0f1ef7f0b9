/**
 * The footer's reasons to trust the shop: the returns promise, payment marks, social links and the
 * app badges; and the seller's legal details. All per variant, from the domain's shop-trust.
 */
import { buildPath } from '@storefront/domain/routes';
import { LEGAL_ENTITIES, RETURN_DAYS, SOCIAL_LINKS, VARIANT_PAYMENT_MARKS } from '@storefront/domain/shop-trust';
import { useI18n } from '../lib/i18n';
import type { LayoutData } from '../lib/layout-data';
import { Icon } from '../ui/icon';
import { PaymentMarks } from '../ui/payment-marks';

export function FooterTrust({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  const { variant, appLinks } = layout;
  const returnUrl = buildPath('StaticDocumentsDetailIndex', variant, { documentName: 'return' });
  return (
    <div className="footer-trust">
      <a className="footer-trust__returns" href={returnUrl}>
        <Icon name="returns" size={22} />
        {t('footer.returns', { days: RETURN_DAYS })}
      </a>
      <section className="footer-trust__item" aria-labelledby="footer-payments">
        <h2 id="footer-payments">{t('footer.payments')}</h2>
        <PaymentMarks marks={VARIANT_PAYMENT_MARKS[variant]} />
      </section>
      <section className="footer-trust__item" aria-labelledby="footer-social">
        <h2 id="footer-social">{t('footer.social')}</h2>
        <ul className="footer-trust__social">
          {SOCIAL_LINKS[variant].map((link) => (
            <li key={link.name}>
              <a href={link.url} rel="noopener">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {appLinks && (appLinks.ios || appLinks.android) ? (
        <section className="footer-trust__item" aria-labelledby="footer-apps">
          <h2 id="footer-apps">{t('footer.apps')}</h2>
          <ul className="app-badges">
            {appLinks.ios ? (
              <li>
                <AppBadge href={appLinks.ios} store="ios" text={t('footer.appStore')} />
              </li>
            ) : null}
            {appLinks.android ? (
              <li>
                <AppBadge href={appLinks.android} store="android" text={t('footer.googlePlay')} />
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A store badge of our own drawing: a glyph and the store's name on black. */
function AppBadge({ href, store, text }: { href: string; store: 'ios' | 'android'; text: string }) {
  return (
    <a className="app-badge" href={href}>
      <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true" focusable="false">
        {store === 'ios' ? (
          <path
            d="M13.6 3.4c.8-1 1.3-2.2 1.2-3.4-1.1.1-2.4.8-3.2 1.7-.7.8-1.3 2-1.1 3.2 1.2.1 2.4-.6 3.1-1.5zM16.6 11.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.8-3.1-.8C7 6.5 5.5 7.4 4.7 8.9c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.7 2.5 3 2.4 1.2 0 1.6-.8 3.1-.8s1.8.8 3.1.8c1.3 0 2.1-1.2 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.6-1-2.7-4.2z"
            fill="#fff"
          />
        ) : (
          <>
            <path d="M2 1l10 10L2 21c-.6-.3-1-.9-1-1.7V2.7C1 1.9 1.4 1.3 2 1z" fill="#32bbff" />
            <path d="M15.3 7.7L12 11 2 1c.3-.1.7-.1 1.1.1z" fill="#3ad29f" />
            <path d="M15.3 14.3L3.1 20.9c-.4.2-.8.2-1.1.1l10-10z" fill="#f2484e" />
            <path d="M19 9.8c.9.5.9 1.9 0 2.4l-3.7 2.1L12 11l3.3-3.3z" fill="#ffd02f" />
          </>
        )}
      </svg>
      <span>{text}</span>
    </a>
  );
}

/** The seller: the legal entity's name, registration numbers and address. */
export function LegalDetails({ variant }: { variant: LayoutData['variant'] }) {
  const { t } = useI18n();
  const entity = LEGAL_ENTITIES[variant];
  return (
    <address className="footer-legal">
      <span>
        {t('footer.seller')}: {entity.name}
      </span>
      {entity.numbers.map((n) => (
        <span key={n.label}>
          {n.label} {n.value}
        </span>
      ))}
      <span>{entity.address}</span>
    </address>
  );
}
