import { useFetcher, useSearchParams } from 'react-router';
import { apiMessage, fieldErrorText, type Refusal } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';
import type { LayoutData } from '../lib/layout-data';
import { useHydrated } from '../lib/use-hydrated';
import { FooterTrust, LegalDetails } from './footer-trust';

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
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), shop: t('shop.name') })}
      </p>
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
          {t('footer.phone')}:{' '}
          <a href={`tel:${layout.customerPhone.number.replace(/[^\d+]/g, '')}`}>{layout.customerPhone.number}</a>
        </p>
      ) : null}
      <LegalDetails variant={layout.variant} />
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), shop: t('shop.name') })}
      </p>
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
            <a href={`tel:${layout.customerPhone.number.replace(/[^\d+]/g, '')}`}>{layout.customerPhone.number}</a>
            {layout.customerPhone.tollFree ? <p>{t('footer.phoneTollFree')}</p> : null}
          </div>
        ) : null}
      </div>
      <FooterTrust layout={layout} />
      <LegalDetails variant={layout.variant} />
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), shop: t('shop.name') })}
      </p>
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
