/**
 * /staff/sms/: the latest messages of the local SMS adapter, so a developer (or an end-to-end test)
 * can read a login code. The API answers 404 when a real SMS gateway is configured, and so does this page.
 */
import { data, useLoaderData } from 'react-router';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/sms-outbox';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

interface OutboxMessage {
  id: number;
  phone: string;
  text: string;
  createdAt: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return await createApi(request, context).get('/dev/sms-outbox');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ message: 'Not found' }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = () => [{ title: 'SMS outbox' }, { name: 'robots', content: 'noindex' }];

export default function SmsOutbox() {
  const messages = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <section className="sms-outbox">
      <h1>{t('staff.sms.title')}</h1>
      {messages.length === 0 ? (
        <p>{t('staff.sms.empty')}</p>
      ) : (
        <table>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>{new Date(m.createdAt).toLocaleString('ru-RU', { timeZone: 'UTC' })}</td>
                {/* The trailing space keeps the phone's digits apart from the code in the row's text. */}
                <td>{`+${m.phone} `}</td>
                <td data-testid="sms-text">{m.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
