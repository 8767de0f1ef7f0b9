/**
 * /staff/search/synonyms/: the synonym rules per language, with the form that adds one or edits the
 * rule of `?id=`; `?terms=…&lang=…` starts a new rule with a word (the search report's "add a
 * synonym"). A saved rule applies to the next search, without a reindex.
 */
import type { FieldError } from '@storefront/domain/errors';
import { SYNONYM_LANGS, type SynonymLang } from '@storefront/domain/search-tuning';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import {
  DIRECTIONS,
  formFields,
  ruleText,
  type SynonymFormValues,
  synonymBodyOf,
  synonymFormOf,
  synonymFormOfRule,
} from '../../features/search-staff/synonym-form';
import { ChoiceField, DoneStatus, EditorForm, SubmitBar, useFieldErrors } from '../../features/staff/form-kit';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffSynonym } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-search-synonyms';

const PAGE = '/staff/search/synonyms/';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const langOf = (value: string | null): SynonymLang | undefined =>
  (SYNONYM_LANGS as readonly string[]).includes(value ?? '') ? (value as SynonymLang) : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOf(url.searchParams.get('lang'));
  const q = url.searchParams.get('q')?.trim() || undefined;
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/search/synonyms', { params: { query: { lang, q } } }),
  );
  const id = idOf(url.searchParams.get('id'));
  const rule = id === null ? undefined : page.data.find((r) => r.id === id);
  const start: SynonymFormValues = rule
    ? synonymFormOfRule(rule)
    : { lang: lang ?? 'ru', direction: 'two', terms: url.searchParams.get('terms') ?? '', target: '' };
  return {
    rules: page.data,
    id: rule ? rule.id : null,
    start,
    done: url.searchParams.has('saved') ? 'saved' : url.searchParams.has('deleted') ? 'deleted' : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const id = idOf(String(form.get('id') ?? ''));
  const values = synonymFormOf(form);
  try {
    if (form.get('intent') === 'delete' && id !== null) {
      await api.delete('/staff/search/synonyms/{id}', { params: { path: { id } } });
      return redirect(`${PAGE}?deleted=1`);
    }
    const body = synonymBodyOf(values);
    if (id === null) await api.post('/staff/search/synonyms', { body });
    else await api.put('/staff/search/synonyms/{id}', { params: { path: { id } }, body });
    return redirect(`${PAGE}?saved=1&lang=${values.lang}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { values, fields: formFields(error.fields as FieldError[]) };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.searchSynonyms');
export const headers = staffHeaders;

export default function StaffSearchSynonyms() {
  const { rules, id, start, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const values = result?.values ?? start;
  const errors = useFieldErrors(result?.fields, {
    terms: t('staff.search.terms'),
    target: t('staff.search.target'),
    lang: t('staff.search.lang'),
  });
  const langOptions = SYNONYM_LANGS.map((l) => ({ value: l, label: t(`staff.search.lang.${l}`) }));
  const columns: ListColumn<StaffSynonym>[] = [
    {
      key: 'rule',
      label: t('staff.search.rule'),
      cell: (r) => <Link to={`${PAGE}?id=${r.id}`}>{ruleText(r)}</Link>,
      csv: ruleText,
    },
    {
      key: 'lang',
      label: t('staff.search.lang'),
      cell: (r) => t(`staff.search.lang.${r.lang}`),
      csv: (r) => r.lang,
    },
    {
      key: 'direction',
      label: t('staff.search.direction'),
      cell: (r) => t(r.target === null ? 'staff.search.twoWay' : 'staff.search.oneWay'),
      csv: (r) => (r.target === null ? 'two-way' : 'one-way'),
    },
    {
      key: 'delete',
      label: t('staff.search.delete'),
      cell: (r) => (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={r.id} />
          <SubmitButton>
            {t('staff.search.delete')}
            <span className="visually-hidden">: {ruleText(r)}</span>
          </SubmitButton>
        </Form>
      ),
      csv: () => '',
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.searchSynonyms')}</h1>
      <p>{t('staff.search.synonymsHelp')}</p>
      <DoneStatus
        text={done === 'saved' ? t('staff.search.saved') : done === 'deleted' ? t('staff.search.deleted') : null}
      />
      <EditorForm
        errors={errors}
        errorsTitle={t('staff.search.errors')}
        version=""
        formKey={`${id ?? 'new'}:${start.terms}`}
      >
        <h2 className="staff-form__wide">{t(id === null ? 'staff.search.add' : 'staff.search.edit')}</h2>
        {id === null ? null : <input type="hidden" name="id" value={id} />}
        <ChoiceField
          label={t('staff.search.lang')}
          name="lang"
          defaultValue={values.lang}
          options={langOptions}
          error={errors.error('lang')}
        />
        <ChoiceField
          label={t('staff.search.direction')}
          name="direction"
          defaultValue={values.direction}
          options={DIRECTIONS.map((d) => ({
            value: d,
            label: t(d === 'two' ? 'staff.search.twoWay' : 'staff.search.oneWay'),
          }))}
        />
        <TextField
          label={t('staff.search.terms')}
          name="terms"
          defaultValue={values.terms}
          help={t('staff.search.termsHelp')}
          error={errors.error('terms')}
          required
          autoCapitalize="none"
        />
        <TextField
          label={t('staff.search.target')}
          name="target"
          defaultValue={values.target}
          help={t('staff.search.targetHelp')}
          error={errors.error('target')}
          autoCapitalize="none"
        />
        <SubmitBar label={t('staff.search.save')}>
          {id === null ? null : <Link to={PAGE}>{t('staff.search.cancel')}</Link>}
        </SubmitBar>
      </EditorForm>
      <StaffList
        rows={rules}
        rowKey={(r) => r.id}
        columns={columns}
        total={rules.length}
        page={1}
        perPage={Math.max(rules.length, 1)}
        searchLabel={t('staff.search.find')}
        filters={[{ name: 'lang', label: t('staff.search.lang'), type: 'select', options: langOptions }]}
        csvName="search-synonyms"
      />
    </section>
  );
}
