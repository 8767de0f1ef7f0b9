import { useEffect } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { reachGoal } from '../lib/analytics/data-layer';
import { apiMessage, fieldErrorText, type Refusal } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';
import type { LayoutData } from '../lib/layout-data';
import { useHydrated } from '../lib/use-hydrated';
import { CookieSettingsLink } from './cookie-settings';
import { FooterTrust, LegalDetails } from './footer-trust';

/** The customer-questions phone, a goal when tapped (analytics/goals.ts). */
function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} onClick={() => reachGoal('phone_click')}>
      {number}
    </a>
  );
}

/** Every footer's last line: the way back to the cookie banner (when there are counters to allow), and the copyright. */
function FooterEnd({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  return (
    <p className="site-footer__copyright">
      {layout.analytics ? (
        <>
          <CookieSettingsLink />
          {' · '}
        </>
      ) : null}
      {t('footer.copyright', { year: new Date().getFullYear(), shop: t('shop.name') })}
    </p>
  );
}

/** The personal footer variant (personal account pages): the short menu, no newsletter form. */
function PersonalFooter({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  return (
    <footer className="site-footer site-footer--personal">
      <nav aria-label={t('account.footerMenu')} className="site-footer__group">
        <ul>
          {layout.footer.bottomMenuShort.map((item) => (
            <li key={item.url}>
              <a href={item.url}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <LegalDetails variant={layout.variant} />
      <FooterEnd layout={layout} />
    </footer>
  );
}

/** Pages with the short footer (bottomMenuShort) besides the personal account: gift cards and magazines. */
export function footerVariant(pageName: string | null): 'gifts' | 'magazines' | null {
  if (!pageName) return null;
  if (pageName.startsWith('GiftCard')) return 'gifts';
  if (pageName === 'MagazinesIndex') return 'magazines';
  return null;
}

function ShortFooter({ layout, variant }: { layout: LayoutData; variant: 'gifts' | 'magazines' }) {
  const { t } = useI18n();
  return (
    <footer className={`site-footer site-footer--short site-footer--${variant}`}>
      <nav aria-label={t('footer.about.title')} className="site-footer__short">
        <ul>
          {layout.footer.bottomMenuShort.map((item) => (
            <li key={item.url}>
              <a href={item.url}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      {layout.customerPhone ? (
        <p>
          {t('footer.phone')}: <PhoneLink number={layout.customerPhone.number} />
        </p>
      ) : null}
      <LegalDetails variant={layout.variant} />
      <FooterEnd layout={layout} />
    </footer>
  );
}

export function SiteFooter({ layout, personal }: { layout: LayoutData; personal?: boolean }) {
  const { t } = useI18n();
  if (personal) return <PersonalFooter layout={layout} />;
  const short = layout.page.status === 200 ? footerVariant(layout.page.name) : null;
  if (short) return <ShortFooter layout={layout} variant={short} />;
  return (
    <footer className="site-footer">
      <NewsletterForm />
      <div className="site-footer__menus">
        {layout.footer.bottomMenu.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2>{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.url}>
                  <a href={item.url}>{item.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {layout.customerPhone ? (
          <div className="site-footer__group">
            <h2>{t('footer.phone')}</h2>
            <PhoneLink number={layout.customerPhone.number} />
            {layout.customerPhone.tollFree ? <p>{t('footer.phoneTollFree')}</p> : null}
          </div>
        ) : null}
      </div>
      <FooterTrust layout={layout} />
      <LegalDetails variant={layout.variant} />
      <FooterEnd layout={layout} />
    </footer>
  );
}

function NewsletterForm() {
  const { t } = useI18n();
  const fetcher = useFetcher<{ ok: true } | Refusal>();
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const answer = fetcher.data;
  const done = answer?.ok || search.get('subscribed') === '1';
  useEffect(() => {
    if (answer?.ok) reachGoal('newsletter_subscribe');
  }, [answer]);
  const pageError = search.get('subscribeError');
  // The address's error, or what the API refused: the field's message, else the refusal's (a busy API's wait).
  const emailError =
    answer && !answer.ok
      ? (fieldErrorText(t, answer.fields, 'email') ?? apiMessage(answer, t))
      : pageError && !answer
        ? t(pageError)
        : null;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('footer.subscribe.title')}</h2>
      <p>{t('footer.subscribe.text')}</p>
      {done ? (
        <p role="status">{t('footer.subscribe.done')}</p>
      ) : (
        <fetcher.Form method="post" action="/_actions/newsletter/" className="newsletter__form" noValidate>
          {/* With JavaScript the answer comes back as data; without it the action redirects back. */}
          {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
          <label htmlFor="newsletter-email">{t('footer.subscribe.email')}</label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'newsletter-email-error' : undefined}
          />
          {emailError ? (
            <p id="newsletter-email-error" className="field-error" role="alert">
              {emailError}
            </p>
          ) : null}
          <button type="submit" disabled={fetcher.state !== 'idle'}>
            {t('footer.subscribe.submit')}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
