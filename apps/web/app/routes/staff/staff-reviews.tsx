/**
 * /staff/reviews/: the moderation queue (the `moderator` role). Moderators approve or reject pending
 * reviews with plain forms, so it works without JavaScript; the API enforces the role on every call.
 */
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { withDates } from '../../features/reviews/review-dates';
import { ReviewItem } from '../../features/reviews/review-item';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextAreaField } from '../../ui/form-fields';
import type { Route } from './+types/staff-reviews';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const statusOf = (url: URL): Status => {
  const status = url.searchParams.get('status');
  return STATUSES.find((s) => s === status) ?? 'pending';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = statusOf(new URL(request.url));
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/reviews', { params: { query: { status } } }),
  );
  return { ...page.data, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const id = Number(form.get('id'));
  const decision = form.get('decision');
  if (!Number.isInteger(id) || id <= 0 || (decision !== 'approve' && decision !== 'reject' && decision !== 'reply')) {
    throw data({ message: 'Bad request' }, { status: 400 });
  }
  try {
    const api = createApi(request, context);
    const params = { path: { id } };
    if (decision === 'reply') {
      await api.put('/staff/reviews/{id}/reply', { params, body: { text: String(form.get('reply') ?? '') } });
      return { done: 'replied' as const };
    }
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
  const { list, status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  return (
    <section className="staff-reviews">
      <h1>{t('staff.reviews.title')}</h1>
      {result ? (
        <p role="status" className="staff-reviews__result">
          {t(`staff.reviews.${result.done}`)}
        </p>
      ) : null}
      <nav aria-label={t('staff.reviews.tabs')}>
        <ul className="staff-tabs">
          {STATUSES.map((s) => (
            <li key={s}>
              <Link to={`?status=${s}`} aria-current={s === status ? 'page' : undefined}>
                {t(`staff.reviews.tab.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.length === 0 ? <p>{t(status === 'pending' ? 'staff.reviews.empty' : 'staff.list.empty')}</p> : null}
      <ul className="staff-reviews__list">
        {list.map((r) => (
          <li key={r.id} className="staff-reviews__item" aria-labelledby={`review-${r.id}`}>
            <h2 id={`review-${r.id}`} className="staff-reviews__product">
              <Link to={r.product.url}>{r.product.name}</Link>
            </h2>
            <p className="staff-reviews__from">{t('staff.reviews.from', { name: r.userName, email: r.email })}</p>
            <ReviewItem review={withDates(r, locale)} />
            {r.status === 'approved' ? (
              <Form method="post" className="staff-reviews__reply">
                <input type="hidden" name="id" value={r.id} />
                <TextAreaField
                  label={t('staff.reviews.reply')}
                  name="reply"
                  rows={3}
                  defaultValue={r.reply?.text ?? ''}
                />
                <SubmitButton name="decision" value="reply">
                  {t('staff.reviews.saveReply')}
                </SubmitButton>
              </Form>
            ) : null}
            <Form method="post" className="staff-reviews__actions">
              <input type="hidden" name="id" value={r.id} />
              <SubmitButton primary name="decision" value="approve">
                {t('staff.reviews.approve')}
              </SubmitButton>
              <SubmitButton name="decision" value="reject">
                {t('staff.reviews.reject')}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
