/**
 * /staff/content/{id}/looks/: a lookbook's looks in their order (content editors): each with its
 * picture, titles, catalogue section and products, moved a place up or down by its buttons; links to
 * add a look, to edit one, and to the lookbook's page on the shop and its preview. While the lookbook is
 * published, changes wait as pending until published or discarded here: the looks are shared by every
 * language of the lookbook, so no language's text publishes them. A publish or discard of pending looks
 * someone changed since the page was drawn is refused (409) and the page drawn again.
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { LOOK_TITLE_FIELD } from '../../features/staff/look-titles';
import { PendingChangeActions } from '../../features/staff/pending-change-actions';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SubmitButton } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import type { Route } from './+types/staff-looks';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = { id: idOf(params.id) };
  const page = await loadStaffPage(request, context, (api) =>
    Promise.all([
      api.get('/staff/content/{id}', { params: { path } }),
      api.get('/staff/content/{id}/looks', { params: { path } }),
    ]),
  );
  const [entry, lookbook] = page.data;
  return { entry, lookbook, done: new URL(request.url).searchParams.get('done') };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const intent = String(form.get('intent') ?? 'move');
  const base = `/staff/content/${params.id}/looks/`;
  try {
    if (intent === 'publish' || intent === 'discard') {
      const path = { id: idOf(params.id) };
      const updatedAt = String(form.get('updatedAt') ?? '');
      if (intent === 'publish') {
        await api.post('/staff/content/{id}/looks/publish', { params: { path }, body: { updatedAt } });
      } else {
        await api.delete('/staff/content/{id}/looks/draft', { params: { path, query: { updatedAt } } });
      }
      return redirect(`${base}?done=${intent === 'publish' ? 'published' : 'discarded'}`);
    }
    const lookId = idOf(String(form.get('lookId') ?? ''));
    const direction = form.get('direction') === 'down' ? 'down' : 'up';
    // While the lookbook is published the move is made on the look's pending copy, which has its own id.
    const moved = await api.post('/staff/looks/{lookId}/move', { params: { path: { lookId } }, body: { direction } });
    return redirect(`${base}?done=moved#look-${moved.id}`);
  } catch (error) {
    // Someone changed the pending looks since this page was drawn: show them as they are now.
    if (error instanceof ApiError && error.status === 409) return redirect(`${base}?done=stale`);
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.looks.title');
export const headers = staffHeaders;

const DONE = {
  moved: 'staff.looks.done.moved',
  deleted: 'staff.looks.done.deleted',
  saved: 'staff.looks.done.saved',
  published: 'staff.looks.done.published',
  discarded: 'staff.looks.done.discarded',
  stale: 'staff.looks.done.stale',
} as const;

export default function StaffLooksPage() {
  const { entry, lookbook, done } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const lang = contentLang(locale);
  const categoryName = new Map(lookbook.categories.map((c) => [c.code, c.name[lang]]));
  const inBody = entry.body.split('\n').some((line) => line.trim() === `[looks: ${lookbook.slug}]`);
  const titleOf = (look: (typeof lookbook.looks)[number]) =>
    look[LOOK_TITLE_FIELD[lang]] || look.titleRu || look.titleEn;
  const base = `/staff/content/${entry.id}/looks/`;
  return (
    <section className="staff-page staff-looks">
      <p>
        <Link to={`/staff/content/${entry.id}/`}>{t('staff.looks.back')}</Link>
      </p>
      <h1>{t('staff.looks.of', { title: lookbook.title })}</h1>
      {done && done in DONE ? (
        <p role="status" className="staff-page__done">
          {t(DONE[done as keyof typeof DONE])}
        </p>
      ) : null}
      <p>{t('staff.looks.shared', { shop: t(`staff.variant.${lookbook.variant}`), slug: lookbook.slug })}</p>
      {inBody ? null : <p className="staff-looks__warning">{t('staff.looks.notInBody', { slug: lookbook.slug })}</p>}
      {entry.status === 'published' || lookbook.pendingLooks ? <p>{t('staff.looks.whilePublished')}</p> : null}
      {lookbook.pendingLooks ? (
        <div className="content-editor__state staff-looks__pending">
          <p>
            <strong>{t('staff.looks.pending')}</strong>
          </p>
          <PendingChangeActions version={lookbook.pendingUpdatedAt} />
        </div>
      ) : null}
      <div className="content-editor__state">
        <Link to={`${base}new/`} className="button button--primary">
          {t('staff.looks.add')}
        </Link>
        {entry.status === 'published' && entry.url ? <a href={entry.url}>{t('staff.looks.viewOnShop')}</a> : null}
        {entry.previews
          .filter((p) => p.variant === lookbook.variant)
          .map((p) => (
            <a key={p.variant} href={p.url}>
              {t('staff.content.previewOn', { shop: t(`staff.variant.${p.variant}`) })}
            </a>
          ))}
      </div>
      {lookbook.looks.length === 0 ? <p>{t('staff.looks.empty')}</p> : null}
      <ol className="staff-looks__list">
        {lookbook.looks.map((look, i) => {
          const title = titleOf(look);
          return (
            <li key={look.id} id={`look-${look.id}`} className="staff-looks__item">
              <Picture picture={look.picture} alt={title} sizes="150px" width={150} height={200} />
              <div className="staff-looks__text">
                <h2>
                  <Link to={`${base}${look.id}/`} aria-label={t('staff.looks.editLook', { title })}>
                    {title}
                  </Link>
                </h2>
                <p className="staff-looks__meta">
                  {t('staff.looks.position', { n: look.position })} · {categoryName.get(look.category) ?? look.category}
                </p>
                <dl className="staff-looks__titles">
                  {lookbook.langs.map((l) => (
                    <div key={l}>
                      <dt>{t(`staff.content.lang.${l}`)}</dt>
                      <dd>{look[LOOK_TITLE_FIELD[l]] || '—'}</dd>
                    </div>
                  ))}
                </dl>
                <ul className="staff-looks__products" aria-label={t('staff.looks.inLook')}>
                  {look.products.map((p) => (
                    <li key={p.id}>{t('staff.looks.productLine', { name: p.name[lang], sku: p.article })}</li>
                  ))}
                </ul>
                <div className="staff-looks__moves">
                  {i > 0 ? (
                    <Form method="post">
                      <input type="hidden" name="lookId" value={look.id} />
                      <input type="hidden" name="direction" value="up" />
                      <SubmitButton aria-label={t('staff.looks.moveUp', { title })}>↑</SubmitButton>
                    </Form>
                  ) : null}
                  {i < lookbook.looks.length - 1 ? (
                    <Form method="post">
                      <input type="hidden" name="lookId" value={look.id} />
                      <input type="hidden" name="direction" value="down" />
                      <SubmitButton aria-label={t('staff.looks.moveDown', { title })}>↓</SubmitButton>
                    </Form>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
