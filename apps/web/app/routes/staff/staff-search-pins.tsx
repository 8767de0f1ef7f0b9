/**
 * /staff/search/pins/: queries with products pinned to the top of their answer, and the form that
 * pins products (by article, in order) to the query of `?query=` or a new one.
 */
import type { FieldError } from '@storefront/domain/errors';
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { articlesOf, unknownArticles } from '../../features/search-staff/pins-form';
import { DoneStatus, EditorForm, SubmitBar, useFieldErrors } from '../../features/staff/form-kit';
import { type ListColumn, ListTable } from '../../features/staff/list-kit';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffPins } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { TextAreaField, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-search-pins';

const PAGE = '/staff/search/pins/';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadStaffPage(request, context, (api) => api.get('/staff/search/pins'));
  const query = url.searchParams.get('query')?.trim() ?? '';
  const current = page.data.find((p) => p.query === query.toLowerCase());
  return {
    pins: page.data,
    start: { query, articles: current ? current.products.map((p) => p.article).join('\n') : '' },
    saved: url.searchParams.has('saved'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const values = { query: String(form.get('query') ?? ''), articles: String(form.get('articles') ?? '') };
  const articles = articlesOf(values.articles);
  try {
    const saved = await createApi(request, context).put('/staff/search/pins', {
      body: { query: values.query, articles },
    });
    return redirect(`${PAGE}?saved=1&query=${encodeURIComponent(saved.query)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      const fields = error.fields as FieldError[];
      return { values, fields, unknown: unknownArticles(fields, articles) };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.searchPins');
export const headers = staffHeaders;

export default function StaffSearchPins() {
  const { pins, start, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const values = result?.values ?? start;
  const errors = useFieldErrors(
    result?.fields,
    { query: t('staff.search.query'), articles: t('staff.search.articles') },
    (name) =>
      name === 'articles' && result?.unknown.length
        ? `${t('staff.catalogue.error.unknownArticle')}: ${result.unknown.join(', ')}`
        : undefined,
  );
  const columns: ListColumn<StaffPins>[] = [
    {
      key: 'query',
      label: t('staff.search.query'),
      cell: (p) => <Link to={`${PAGE}?query=${encodeURIComponent(p.query)}`}>{p.query}</Link>,
      csv: (p) => p.query,
    },
    {
      key: 'products',
      label: t('staff.search.pinned'),
      cell: (p) => (
        <ol className="search-pins__products">
          {p.products.map((product) => (
            <li key={product.productId}>
              <Link to={`/staff/products/${product.productId}/`}>{product.article}</Link> {product.name}
              {product.published ? null : ` (${t('staff.search.hidden')})`}
            </li>
          ))}
        </ol>
      ),
      csv: (p) => p.products.map((product) => product.article).join(' '),
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.searchPins')}</h1>
      <p>{t('staff.search.pinsHelp')}</p>
      <DoneStatus text={saved && !result ? t('staff.search.pinsSaved') : null} />
      <EditorForm errors={errors} errorsTitle={t('staff.search.pinsErrors')} version="" formKey={start.query}>
        <h2 className="staff-form__wide">{t('staff.search.newPins')}</h2>
        <TextField
          label={t('staff.search.query')}
          name="query"
          defaultValue={values.query}
          error={errors.error('query')}
          required
          autoCapitalize="none"
        />
        <TextAreaField
          label={t('staff.search.articles')}
          name="articles"
          defaultValue={values.articles}
          help={t('staff.search.articlesHelp')}
          error={errors.error('articles')}
          rows={5}
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitBar label={t('staff.search.save')}>
          {start.query ? <Link to={PAGE}>{t('staff.search.cancel')}</Link> : null}
        </SubmitBar>
      </EditorForm>
      {pins.length === 0 ? (
        <p>{t('staff.search.noPins')}</p>
      ) : (
        <ListTable rows={pins} rowKey={(p) => p.query} columns={columns} />
      )}
    </section>
  );
}
