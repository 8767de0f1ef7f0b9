/**
 * GiftCardsIndex (`/podarochnye-karty/`, ru only): the five-step purchase of a gift card and the
 * balance check. Inside the mobile app's gift-card constructor (layout isGCConstructor) the page
 * shows the purchase alone.
 */
import { DEFAULT_SERVER_TIME_ZONE } from '@storefront/domain/constants';
import { titledMeta } from '../../features/checkout/page-meta';
import { BalanceCheck } from '../../features/gift-cards/balance-check';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator, useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/gift-cards';
import { GiftCardPurchase } from './purchase';
import { purchaseAction } from './purchase-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  assertValidRoute(request);
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => purchaseAction(request, context);

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ matches }) => {
  const base = titledMeta(matches, (t) => t('giftCards.title'));
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!root) return base;
  const description = rootTranslator(root)('giftCards.meta.description');
  return [
    ...base.filter((m) => !('name' in m && m.name === 'description')),
    { name: 'description', content: description },
  ];
};

export default function GiftCardsPage() {
  const layout = useLayout();
  const { t } = useI18n();
  const user = layout?.user;
  const zone =
    user?.timeZone && user.timeZone !== 'default' ? user.timeZone : (user?.serverTimeZone ?? DEFAULT_SERVER_TIME_ZONE);
  return (
    <section className="gift-cards-page">
      <h1>{layout?.meta?.h1 ?? t('giftCards.title')}</h1>
      <GiftCardPurchase timeZones={layout?.timeZoneList ?? []} defaultTimeZone={zone} senderName={user?.name ?? ''} />
      {layout?.isGCConstructor ? null : <BalanceCheck />}
    </section>
  );
}
