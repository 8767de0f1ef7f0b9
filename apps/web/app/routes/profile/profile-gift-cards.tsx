/** ProfileGiftCardsIndex: the gift cards the shopper bought and received, with balance and status. */
import { data, useLoaderData } from 'react-router';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { GiftCardsArea } from '../../features/account/gift-cards-area';
import { OwnedGiftCards } from '../../features/gift-cards/owned-cards';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile-gift-cards';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [cards, summary] = await Promise.all([api.get('/users/gift-cards'), loadSummary(api)]);
  return data({ cards, summary }, { headers: PRIVATE });
}

export default function ProfileGiftCards() {
  const { cards, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.giftCards')} summary={summary}>
      <GiftCardsArea empty={cards.bought.length + cards.received.length === 0}>
        <OwnedGiftCards cards={cards} />
      </GiftCardsArea>
    </AccountPage>
  );
}
