/**
 * /staff/categories/: the category tree; `?id=` opens one category's form (names per language, slug,
 * parent). A changed slug or parent moves the category and its subcategories, and their old
 * addresses answer with a 301 to the new ones.
 */
import { CATALOGUE_LANGS } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-categories';

const LANG_NAMES = { ru: 'русский', en: 'English', kk: 'қазақша' } as const;

const selectedId = (url: URL) => {
  const id = url.searchParams.get('id') ?? '';
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadStaffPage(request, context, (api) => api.get('/staff/categories'));
  return { categories: page.data, id: selectedId(url), saved: url.searchParams.has('saved') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = selectedId(new URL(request.url));
  const form = await postedForm(request);
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  if (id === null) return { values, fields: [{ name: 'id', message: 'validation.invalid' }] as FieldError[] };
  const parent = values.parentId ?? '';
  try {
    await createApi(request, context).put('/staff/categories/{id}', {
      params: { path: { id } },
      body: {
        names: Object.fromEntries(CATALOGUE_LANGS.map((l) => [l, values[`names.${l}`] ?? ''])),
        slug: values.slug ?? '',
        parentId: /^\d{1,9}$/.test(parent) ? Number(parent) : null,
      },
    });
    return redirect(`/staff/categories/?id=${id}&saved=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { values, fields: error.fields as FieldError[] };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.categories');
export const headers = staffHeaders;

export default function StaffCategories() {
  const { categories, id, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const category = categories.find((c) => c.id === id);
  const error = (name: string) => {
    const field = result?.fields.find((f) => f.name === name);
    return field ? fieldMessage(t, name, field.message) : null;
  };
  const value = (name: string, fallback: string) => result?.values[name] ?? fallback;
  // A category cannot go under itself or its own subcategories.
  const parents = category
    ? categories.filter((c) => c.id !== category.id && !c.path.startsWith(`${category.path}/`))
    : [];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.categories')}</h1>
      {category ? (
        <Form method="post" className="staff-form" key={`${category.id}:${category.path}`} noValidate>
          <h2 className="staff-form__wide">{category.names.ru}</h2>
          {saved && !result ? (
            <p role="status" className="staff-page__done staff-form__wide">
              {t('staff.categories.saved')}
            </p>
          ) : null}
          {CATALOGUE_LANGS.map((lang) => (
            <TextField
              key={lang}
              label={t('staff.catalogue.nameIn', { lang: LANG_NAMES[lang] })}
              name={`names.${lang}`}
              defaultValue={value(`names.${lang}`, category.names[lang])}
              error={error(`names.${lang}`)}
              required
            />
          ))}
          <TextField
            label={t('staff.categories.slug')}
            name="slug"
            defaultValue={value('slug', category.slug)}
            error={error('slug')}
            required
            autoCapitalize="none"
            spellCheck={false}
          />
          <SelectField
            label={t('staff.categories.parent')}
            name="parentId"
            defaultValue={value('parentId', String(category.parentId ?? ''))}
            error={error('parentId')}
          >
            <option value="">{t('staff.categories.top')}</option>
            {parents.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'— '.repeat(c.depth)}${c.names.ru}`}
              </option>
            ))}
          </SelectField>
          <p className="staff-form__wide">{t('staff.categories.redirectNote')}</p>
          <p className="staff-form__wide">
            <SubmitButton primary>{t('staff.catalogue.save')}</SubmitButton>{' '}
            <Link to="/staff/categories/">{t('staff.categories.close')}</Link>
          </p>
        </Form>
      ) : null}
      <div className="staff-table__scroll">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.catalogue.name')}</th>
              <th scope="col">{t('staff.categories.address')}</th>
              <th scope="col">{t('staff.nav.products')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id} aria-current={c.id === id ? 'true' : undefined}>
                <td
                  data-label={t('staff.catalogue.name')}
                  className={c.depth > 0 ? `catalogue-tree__name--${Math.min(c.depth, 3)}` : undefined}
                >
                  <Link to={`/staff/categories/?id=${c.id}`}>{c.names.ru}</Link>
                </td>
                <td data-label={t('staff.categories.address')} className="catalogue-tree__path">
                  <a href={`/catalog/${c.path}/`}>/catalog/{c.path}/</a>
                </td>
                <td data-label={t('staff.nav.products')}>{c.products}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
