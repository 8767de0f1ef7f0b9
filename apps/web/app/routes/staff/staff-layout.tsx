/**
 * /staff/…: the back office's layout route. It asks the API who the staff member is (any staff
 * role); its pages load their own data, and a refusal (401 guest, 403 without the role) is drawn
 * here inside the back office's layout with a way to log in.
 */
import { errorPageKind } from '@storefront/domain/errors';
import { buildPath } from '@storefront/domain/routes';
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteError } from 'react-router';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import { useI18n } from '../../lib/i18n';
import { describeError } from '../../shell/error-page';
import { StaffShell, useStaffMe } from '../../shell/staff-shell';
import staffCss from '../../styles/staff-app.css?url';
import type { Route } from './+types/staff-layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaffPage(request, context, (api) => api.get('/staff/me'));
}

export const headers = staffHeaders;

/** The back office's own rules, after the shop's sheet (same precedence, so written after it). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffCss, precedence: 'default' }];

/** A refusal names itself in the tab: "Login required" or "Access denied", not the shop's 404. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return matches.find((m) => m?.id === 'root')?.meta ?? [];
  const { status } = describeError(error);
  return staffMeta(matches, status === 401 ? 'errors.401.title' : `errors.${errorPageKind(status)}.title`);
};

export default function StaffLayout() {
  const me = useLoaderData<typeof loader>();
  return (
    <StaffShell me={me}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const me = useStaffMe();
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { status, detail: message } = describeError(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <StaffShell me={me}>
      <h1>{status === 401 ? t('staff.layout.title') : t(`errors.${errorPageKind(status)}.title`)}</h1>
      {status === 401 ? (
        <p>
          {t('staff.access.login')}{' '}
          <Link to={`${buildPath('LogInIndex', 'ru')}?backurl=${encodeURIComponent(`${pathname}${search}`)}`}>
            {t('staff.access.loginLink')}
          </Link>
        </p>
      ) : status === 403 ? (
        <p>{t('staff.access.forbidden')}</p>
      ) : (
        message && <p role="alert">{message}</p>
      )}
    </StaffShell>
  );
}
