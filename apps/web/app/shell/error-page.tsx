/** The error layout of spec section 8: title and advice per status, and the four buttons. */
import { ERROR_PAGE_ADVICE, errorPageKind } from '@storefront/domain/errors';
import { buildPath } from '@storefront/domain/routes';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useVariant } from '../lib/variant';
import { Logo } from './logo';

/** The status and the message a loader put into a thrown `data(…)` response; anything else is a 500. */
export function describeError(error: unknown): { status: number; detail: string | null } {
  if (!isRouteErrorResponse(error)) return { status: 500, detail: null };
  const data: unknown = error.data;
  const detail = typeof data === 'object' && data && 'message' in data ? String(data.message) : null;
  return { status: error.status, detail };
}

/** What an error says and offers, wherever it is drawn: the fatal error layout or a page's own place. */
export function ErrorMessage({ status, detail, titleId }: { status: number; detail: string | null; titleId?: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const kind = errorPageKind(status);
  const home = buildPath('MainIndex', variant);
  // React Router numbers the entries of this visit; at the first one there is no page to go back to.
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));
  return (
    <>
      <p className="error-page__status">{status}</p>
      <h1 id={titleId}>{t(`errors.${kind}.title`)}</h1>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      {ERROR_PAGE_ADVICE[kind] ? <p className="error-page__advice">{t(`errors.${kind}.advice`)}</p> : null}
      <div className="error-page__buttons">
        <button type="button" onClick={goBack}>
          {t('errors.buttons.back')}
        </button>
        <button type="button" onClick={() => window.location.reload()}>
          {t('errors.buttons.reload')}
        </button>
        <Link to={buildPath('SearchIndex', variant)}>{t('errors.buttons.search')}</Link>
        <Link to={home}>{t('errors.buttons.main')}</Link>
      </div>
    </>
  );
}

export function ErrorPage({ status, detail }: { status: number; detail: string | null }) {
  return (
    <div className="error-layout">
      <header className="error-layout__header">
        <Logo />
      </header>
      <main id="main" className="error-page">
        <ErrorMessage status={status} detail={detail} />
      </main>
    </div>
  );
}
