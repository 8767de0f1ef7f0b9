/** The error layout of spec section 8: title and advice per status, and the four buttons. */
import { ERROR_PAGE_ADVICE, errorPageKind } from '@storefront/domain/errors';
import { buildPath } from '@storefront/domain/routes';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useVariant } from '../lib/variant';
import { Logo } from './logo';

export function ErrorPage({ status, detail }: { status: number; detail: string | null }) {
  const { t } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const kind = errorPageKind(status);
  const home = buildPath('MainIndex', variant);
  // React Router numbers the entries of this visit; at the first one there is no page to go back to.
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));
  return (
    <div className="error-layout">
      <header className="error-layout__header">
        <Logo />
      </header>
      <main id="main" className="error-page">
        <p className="error-page__status">{status}</p>
        <h1>{t(`errors.${kind}.title`)}</h1>
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
      </main>
    </div>
  );
}
