/**
 * ProfileMessagesIndex: the inbox of what the shop sent this shopper, newest first. A message is
 * marked read when opened; the menu's unread counter follows. Pages follow the page rules of spec
 * section 5 (?page=1 redirects to the address without it).
 */

import { formatDate } from '@storefront/domain/dates';
import { useState } from 'react';
import { data, Link, useLoaderData, useRevalidator } from 'react-router';
import { openMessage } from '../../features/account/account-api';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { UserMessage } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { pageParam } from '../../lib/page-param.server';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';
import type { Route } from './+types/profile-messages';
import { Pages } from './pages';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const page = pageParam(url);
  try {
    const [messages, summary] = await Promise.all([
      api.get('/users/messages', { params: { query: { page } } }),
      loadSummary(api),
    ]);
    return data({ messages, summary }, { headers: PRIVATE });
  } catch (error) {
    rethrowForPage(error, url.pathname, 400);
  }
}

function MessageItem({ message: initial }: { message: UserMessage }) {
  const { t, locale } = useI18n();
  const variant = useVariant();
  const layout = useLayout();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState(initial);
  const [open, setOpen] = useState(false);
  const bodyId = `message-${message.id}`;
  const timeZone =
    layout?.user.timeZone && layout.user.timeZone !== 'default'
      ? layout.user.timeZone
      : (layout?.user.serverTimeZone ?? 'Europe/Moscow');

  async function toggle() {
    setOpen((o) => !o);
    if (!message.read) {
      try {
        setMessage(await openMessage(variant, message.id));
        revalidator.revalidate();
      } catch {
        // Marking it read can wait for the next opening.
      }
    }
  }

  return (
    <li className={`message-item${message.read ? '' : ' message-item--unread'}`}>
      <div className="message-item__head">
        <h2 className="message-item__title">
          <button type="button" className="link-button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
            {message.title}
          </button>
        </h2>
        {message.read ? null : <span className="account-menu__count">{t('account.messages.unread')}</span>}
        <time dateTime={message.createdAt} className="message-item__date">
          {formatDate(new Date(message.createdAt), locale, timeZone)}
        </time>
      </div>
      <div id={bodyId} hidden={!open} className="message-item__body">
        <p>{message.text}</p>
        {message.url ? <Link to={message.url}>{t('account.messages.link')}</Link> : null}
      </div>
    </li>
  );
}

export default function ProfileMessages() {
  const { messages, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.messages')} summary={summary}>
      {messages.items.length === 0 ? (
        <EmptyState message={t('account.messages.empty')} icon="mail" />
      ) : (
        <ul className="message-list">
          {messages.items.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ul>
      )}
      <Pages page={messages.page} total={messages.total} pageSize={messages.pageSize} />
    </AccountPage>
  );
}
