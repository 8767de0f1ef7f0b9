/**
 * The error layout of spec section 8: title and advice per status; one primary way on (the main page),
 * search or reload as fits the error, back, and for a missing page the popular categories.
 */
import { BUSY_STATUSES, ERROR_PAGE_ADVICE, type ErrorPageKind, errorPageKind } from '@storefront/domain/errors';
import { buildPath } from '@storefront/domain/routes';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';
import { busyMessage } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { useVariant } from '../lib/variant';
import { Logo } from './logo';

export interface ErrorFacts {
  status: number;
  detail: string | null;
  /** A busy API's wait in seconds (lib/api.server.ts busyAnswer), when it named one. */
  retryAfterS: number | null;
}

/** The status, the message a loader put into a thrown `data(…)` response and a busy API's wait; anything else is a 500. */
export function describeError(error: unknown): ErrorFacts {
  if (!isRouteErrorResponse(error)) return { status: 500, detail: null, retryAfterS: null };
  const data: unknown = error.data;
  const detail = typeof data === 'object' && data && 'message' in data ? String(data.message) : null;
  const wait = typeof data === 'object' && data && 'retryAfterS' in data ? data.retryAfterS : null;
  const retryAfterS = BUSY_STATUSES.has(error.status) && typeof wait === 'number' ? wait : null;
  return { status: error.status, detail, retryAfterS };
}

/** Errors a reload may cure: the shop failing or busy, not a missing or forbidden page. */
const RELOAD_HELPS: ReadonlySet<ErrorPageKind> = new Set<ErrorPageKind>([500, 503, 'default']);

/** What an error says and offers, wherever it is drawn: the fatal error layout or a page's own place. */
export function ErrorMessage({
  status,
  detail,
  retryAfterS = null,
  titleId,
}: {
  status: number;
  detail: string | null;
  retryAfterS?: number | null;
  titleId?: string;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const kind = errorPageKind(status);
  // Where a lost shopper may go on: the header's categories, when the shop's layout came.
  const suggestions = useLayout()?.header.menu ?? [];
  const home = buildPath('MainIndex', variant);
  // React Router numbers the entries of this visit; at the first one there is no page to go back to.
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));
  return (
    <>
      <p className="error-page__status">{status}</p>
      <h1 id={titleId}>{t(`errors.${kind}.title`)}</h1>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      {retryAfterS !== null ? <p className="error-page__detail">{busyMessage(t, retryAfterS)}</p> : null}
      {ERROR_PAGE_ADVICE[kind] ? <p className="error-page__advice">{t(`errors.${kind}.advice`)}</p> : null}
      {/* One clear way on; reloading helps only when the shop itself failed. */}
      <div className="error-page__buttons">
        <Link to={home} className="button button--primary">
          {t('errors.buttons.main')}
        </Link>
        {RELOAD_HELPS.has(kind) ? (
          <button type="button" className="link-button" onClick={() => window.location.reload()}>
            {t('errors.buttons.reload')}
          </button>
        ) : (
          <Link to={buildPath('SearchIndex', variant)} className="link-button">
            {t('errors.buttons.search')}
          </Link>
        )}
        <button type="button" className="link-button" onClick={goBack}>
          {t('errors.buttons.back')}
        </button>
      </div>
      {suggestions.length && kind === 404 ? (
        <nav className="error-page__suggestions" aria-labelledby="error-suggestions">
          <h2 id="error-suggestions">{t('errors.suggestions')}</h2>
          <ul>
            {suggestions.map((item) => (
              <li key={item.url}>
                <Link to={item.url}>{item.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

export function ErrorPage({ status, detail, retryAfterS }: ErrorFacts) {
  return (
    <div className="error-layout">
      <header className="error-layout__header">
        <Logo />
      </header>
      <main id="main" className="error-page">
        <ErrorMessage status={status} detail={detail} retryAfterS={retryAfterS} />
      </main>
    </div>
  );
}
