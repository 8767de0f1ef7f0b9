/**
 * /staff/reviews/: the moderation queue. Staff approve or reject pending reviews with plain forms,
 * so it works without JavaScript. Guests are asked to log in; shoppers without the staff role see
 * a 403. The API enforces the same rule on every call.
 */

import { buildPath } from '@storefront/domain/routes';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ReviewItem } from '../../features/reviews/review-item';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { ModerationItem } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-reviews';

type Access = 'ok' | 'login' | 'forbidden';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(request, context);
  const headers = { 'cache-control': 'no-store' };
  try {
    const { list } = await api.get('/staff/reviews', { params: { query: { status: 'pending' } } });
    return data({ access: 'ok' as Access, list }, { headers });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      const access: Access = error.status === 401 ? 'login' : 'forbidden';
      return data({ access, list: [] as ModerationItem[] }, { status: error.status, headers });
    }
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const decision = form.get('decision');
  if (!Number.isInteger(id) || id <= 0 || (decision !== 'approve' && decision !== 'reject')) {
    throw data({ message: 'Bad request' }, { status: 400 });
  }
  try {
    const api = createApi(request, context);
    const params = { path: { id } };
    await (decision === 'approve'
      ? api.post('/staff/reviews/{id}/approve', { params })
      : api.post('/staff/reviews/{id}/reject', { params }));
    return { done: decision === 'approve' ? ('approved' as const) : ('rejected' as const) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Reviews moderation' }, { name: 'robots', content: 'noindex' }];

export default function StaffReviews() {
  const { access, list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useI18n();
  return (
    <section className="staff-reviews">
      <h1>{t('staff.reviews.title')}</h1>
      {access !== 'ok' ? (
        <p>
          {t('staff.reviews.forbidden')}{' '}
          {access === 'login' ? (
            <Link to={`${buildPath('LogInIndex', 'ru')}?backurl=${encodeURIComponent('/staff/reviews/')}`}>
              {t('staff.reviews.login')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {result ? (
        <p role="status" className="staff-reviews__result">
          {t(result.done === 'approved' ? 'staff.reviews.approved' : 'staff.reviews.rejected')}
        </p>
      ) : null}
      {access === 'ok' && list.length === 0 ? <p>{t('staff.reviews.empty')}</p> : null}
      <ul className="staff-reviews__list">
        {list.map((r) => (
          <li key={r.id} className="staff-reviews__item" aria-labelledby={`review-${r.id}`}>
            <h2 id={`review-${r.id}`} className="staff-reviews__product">
              <Link to={r.product.url}>{r.product.name}</Link>
            </h2>
            <p className="staff-reviews__from">{t('staff.reviews.from', { name: r.userName, email: r.email })}</p>
            <ReviewItem review={r} />
            <Form method="post" className="staff-reviews__actions">
              <input type="hidden" name="id" value={r.id} />
              <button
                type="submit"
                name="decision"
                value="approve"
                className="button button--primary"
                disabled={navigation.state !== 'idle'}
              >
                {t('staff.reviews.approve')}
              </button>
              <button
                type="submit"
                name="decision"
                value="reject"
                className="button"
                disabled={navigation.state !== 'idle'}
              >
                {t('staff.reviews.reject')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
