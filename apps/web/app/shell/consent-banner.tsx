/**
 * The cookie banner (decision 039), drawn by the server so it works without JavaScript: a plain
 * form posts the answer (routes/consent/consent.ts) and comes back to the page; with scripts the
 * same form goes by a fetcher and the page stays. Shown until the shopper answers, and again when
 * they open the footer's "Cookie settings". Each variant asks as its law expects (the domain's
 * CONSENT_FORMS): a notice with accept and decline, or opt-in categories, nothing ticked beforehand.
 * Not a dialog: it sits at the bottom of the window over nothing the shopper cannot scroll to, and
 * takes the focus only when the shopper opened it. Never inside the mobile app (the app asks itself),
 * and not in a variant without counters: there is nothing to allow.
 */
import { CONSENT_FORMS, CONSENT_SETTINGS_PARAM, type Consent } from '@storefront/domain/analytics/consent';
import { buildPath } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useAppBridge } from '../lib/bridge/use-app-bridge';
import { useI18n } from '../lib/i18n';
import { useConsent, useLayout } from '../lib/layout-data';
import { ScriptMark } from '../ui/script-mark';
import { useCookieSettings } from './cookie-settings';

const CONSENT_ACTION = '/_actions/consent';

export function ConsentBanner() {
  const layout = useLayout();
  const { consent, settings } = useConsent();
  const { inApp } = useAppBridge();
  const { opened } = useCookieSettings();
  // Without a counter there is nothing to allow: the shop's own cookies are necessary ones.
  if (!layout?.analytics || inApp || (consent !== null && !settings && opened === 0)) return null;
  return <ConsentForm key={opened} variant={layout.variant} consent={consent} takeFocus={opened > 0 || settings} />;
}

function ConsentForm({
  variant,
  consent,
  takeFocus,
}: {
  variant: VariantKey;
  consent: Consent | null;
  takeFocus: boolean;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ ok: boolean }>();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [kept, setKept] = useState(false);
  const categories = CONSENT_FORMS[variant] === 'categories';
  const answered = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const query = new URLSearchParams(search);
  const fromAddress = query.has(CONSENT_SETTINGS_PARAM);
  query.delete(CONSENT_SETTINGS_PARAM);
  const back = `${pathname}${query.size ? `?${query}` : ''}`;

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  // Opened by the address: once answered, the address no longer asks.
  useEffect(() => {
    if (answered && fromAddress) navigate(back, { replace: true, preventScrollReset: true });
  }, [answered, fromAddress, back, navigate]);

  if (answered || kept || fetcher.state !== 'idle') return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={heading}>
        {t('consent.title')}
      </h2>
      <p className="consent__text">
        {t(categories ? 'consent.categoriesIntro' : 'consent.notice')}{' '}
        <a href={buildPath('StaticDocumentsDetailIndex', variant, { documentName: 'privacy' })}>
          {t('consent.policy')}
        </a>
      </p>
      <fetcher.Form method="post" action={CONSENT_ACTION} className="consent__form">
        <input type="hidden" name="back" value={back} />
        <ScriptMark />
        {categories ? <ConsentCategories consent={consent} /> : null}
        <div className="consent__buttons">
          <button type="submit" name="choice" value="accept" className="button button--primary">
            {t(categories ? 'consent.acceptAll' : 'consent.accept')}
          </button>
          <button type="submit" name="choice" value="decline" className="button">
            {t(categories ? 'consent.declineAll' : 'consent.decline')}
          </button>
          {categories ? (
            <button type="submit" name="choice" value="save" className="button">
              {t('consent.save')}
            </button>
          ) : null}
          {consent ? (
            // Opened again after an answer: leaving it as it was needs no answer. Without scripts the
            // link is the page without the settings parameter.
            <a
              href={back}
              className="button"
              onClick={(event) => {
                event.preventDefault();
                setKept(true);
                if (fromAddress) navigate(back, { replace: true, preventScrollReset: true });
              }}
            >
              {t('consent.keep')}
            </a>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

/** Opt-in categories: the necessary ones shown as always on, the others as the shopper left them. */
function ConsentCategories({ consent }: { consent: Consent | null }) {
  const { t } = useI18n();
  const rows = [
    { name: 'analytics', hint: 'consent.analyticsHint', checked: consent?.analytics ?? false },
    { name: 'marketing', hint: 'consent.marketingHint', checked: consent?.marketing ?? false },
  ] as const;
  return (
    <fieldset className="consent__categories">
      <legend className="visually-hidden">{t('consent.title')}</legend>
      <div className="form-check">
        <input id="consent-necessary" type="checkbox" checked disabled aria-describedby="consent-necessary-hint" />
        <label htmlFor="consent-necessary">{t('consent.necessary')}</label>
        <p id="consent-necessary-hint" className="consent__hint">
          {t('consent.necessaryHint')}
        </p>
      </div>
      {rows.map((row) => (
        <div key={row.name} className="form-check">
          <input
            id={`consent-${row.name}`}
            type="checkbox"
            name="category"
            value={row.name}
            defaultChecked={row.checked}
            aria-describedby={`consent-${row.name}-hint`}
          />
          <label htmlFor={`consent-${row.name}`}>{t(`consent.${row.name}`)}</label>
          <p id={`consent-${row.name}-hint`} className="consent__hint">
            {t(row.hint)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
