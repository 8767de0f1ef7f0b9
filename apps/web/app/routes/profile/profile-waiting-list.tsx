/**
 * ProfileWaitingListIndex (not in com): what the shopper waits for, in pages of 48
 * (totalWaitingListCount, ?page= with the page rules of spec section 5); remove an entry, or add it
 * to the basket once it is back in stock in the shopper's city.
 */

import { useState } from 'react';
import { data, Link, useLoaderData, useRevalidator } from 'react-router';
import { removeFromWaitingList } from '../../features/account/account-api';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { useBasket } from '../../features/basket/basket-state';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { WaitingListPage } from '../../lib/api-types';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { pageParam } from '../../lib/page-param.server';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';
import { Price } from '../../ui/price';
import { Thumb } from '../../ui/thumb';
import { useToast } from '../../ui/toast';
import type { Route } from './+types/profile-waiting-list';
import { Pages } from './pages';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const page = pageParam(url);
  const api = createApi(request, context);
  try {
    const [list, summary] = await Promise.all([
      api.get('/users/waiting-list', { params: { query: { page } } }),
      loadSummary(api),
    ]);
    return data({ list, summary }, { headers: PRIVATE });
  } catch (error) {
    rethrowForPage(error, url.pathname, 400);
  }
}

function WaitingItem({ item, onRemoved }: { item: WaitingListPage['items'][number]; onRemoved: () => void }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { basket, setBasketQuantity, basketLoading } = useBasket();
  const [busy, setBusy] = useState(false);
  const inBasket = (basket[String(item.skuId)] ?? 0) > 0;
  const back = item.maxAvailable > 0;
  return (
    <li className="waiting-item">
      <Thumb picture={item.image} size={96} className="waiting-item__image" />
      <div className="waiting-item__info">
        <Link to={item.url} className="waiting-item__name">
          {item.name}
        </Link>
        {item.size ? <p>{t('account.waitingList.size', { size: item.size })}</p> : null}
        {item.price ? <Price price={item.price} /> : null}
        <p className={back ? 'waiting-item__back' : 'waiting-item__none'}>
          {t(back ? 'account.waitingList.back' : 'account.waitingList.notYet')}
        </p>
      </div>
      <div className="waiting-item__actions">
        {back ? (
          <button
            type="button"
            className="button button--primary"
            disabled={inBasket || basketLoading(item.skuId)}
            onClick={() => setBasketQuantity(item.skuId, 1, item.maxAvailable)}
          >
            {t(inBasket ? 'account.waitingList.inBasket' : 'account.waitingList.addToBasket')}
          </button>
        ) : null}
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={t('account.waitingList.removeNamed', { name: item.name })}
          onClick={async () => {
            setBusy(true);
            try {
              await removeFromWaitingList(variant, item.skuId);
              onRemoved();
            } catch (e) {
              toast.show(apiMessage(e, t), 'error');
              setBusy(false);
            }
          }}
        >
          {t('account.waitingList.remove')}
        </button>
      </div>
    </li>
  );
}

export default function ProfileWaitingList() {
  const { list, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const revalidator = useRevalidator();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.waitingList')} summary={summary}>
      {list.items.length === 0 ? (
        <EmptyState message={t('account.waitingList.empty')} icon="clock" />
      ) : (
        <ul className="waiting-list">
          {list.items.map((item) => (
            <WaitingItem key={item.skuId} item={item} onRemoved={() => revalidator.revalidate()} />
          ))}
        </ul>
      )}
      <Pages page={list.page} total={list.totalWaitingListCount} pageSize={list.pageSize} />
    </AccountPage>
  );
}
