/**
 * A page's own error boundary: a loader or render failure of one route is drawn in the page's place,
 * so the header, footer and menus stay (the root boundary's error layout is for the shop itself failing,
 * or an address no route has). The status of the thrown response is the page's HTTP status, also on SSR.
 *
 * Every page module exports it: `export { RouteErrorBoundary as ErrorBoundary } from '…/shell/route-error-boundary'`,
 * and its meta starts with `routeErrorMeta(args) ??` so the error, not the missing page, names the tab.
 */
import { errorPageKind } from '@storefront/domain/errors';
import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from 'react-router';
import { type RootData, rootTranslator } from '../lib/layout-data';
import { describeError, ErrorMessage } from './error-page';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, detail, retryAfterS } = describeError(error);
  // A thrown response is an answer the page chose; anything else is a bug worth the log.
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="error-page" aria-labelledby="route-error-title">
      <ErrorMessage status={status} detail={detail} retryAfterS={retryAfterS} titleId="route-error-title" />
    </section>
  );
}

interface MetaArgs {
  error?: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The head of a page whose boundary shows: the error's title in the page's language, not indexed; else null. */
export function routeErrorMeta({ error, matches }: MetaArgs): MetaDescriptor[] | null {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!error || !root) return null;
  const t = rootTranslator(root);
  const title = t(`errors.${errorPageKind(describeError(error).status)}.title`);
  return [{ title: `${title} — ${t('shop.name')}` }, { name: 'robots', content: 'noindex' }];
}
