/**
 * /staff/reviews/: the moderation queue (the `moderator` role). Moderators approve or reject pending
 * reviews with plain forms, so it works without JavaScript; the API enforces the role on every call.
 */
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ReviewItem } from '../../features/reviews/review-item';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaffPage(request, context, (api) =>
    api.get('/staff/reviews', { params: { query: { status: 'pending' } } }),
  );
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
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.reviews.title');
export const headers = staffHeaders;

export default function StaffReviews() {
  const { list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useI18n();
  return (
    <section className="staff-reviews">
      <h1>{t('staff.reviews.title')}</h1>
      {result ? (
        <p role="status" className="staff-reviews__result">
          {t(result.done === 'approved' ? 'staff.reviews.approved' : 'staff.reviews.rejected')}
        </p>
      ) : null}
      {list.length === 0 ? <p>{t('staff.reviews.empty')}</p> : null}
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
