/**
 * /staff/imports/: upload a CSV of products, prices and stock, watch its import's progress bar, read
 * its per-row errors; download the template and the whole catalogue (catalogue managers). The page
 * reloads its data every second while an import runs (without JavaScript: the Refresh link).
 */
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { useEffect } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useRevalidator } from 'react-router';
import { type ListColumn, ListTable } from '../../features/staff/list-kit';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffImport } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { FormError, SubmitButton } from '../../ui/form-fields';
import type { Route } from './+types/staff-imports';

const RUNNING: readonly StaffImport['status'][] = ['queued', 'checking', 'applying'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadStaffPage(request, context, (api) => api.get('/staff/catalogue/imports'));
  const id = Number(new URL(request.url).searchParams.get('id'));
  return { imports: page.data, selected: page.data.find((i) => i.id === id) ?? page.data[0] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const file = (await postedForm(request)).get('file');
  const refuse = (message: string, params?: Record<string, string>) => ({
    fields: [{ name: 'file', message, ...(params ? { params } : {}) }] as FieldError[],
  });
  if (!(file instanceof File) || file.size === 0) return refuse(CATALOGUE_MESSAGES.empty);
  if (file.size > CATALOGUE_LIMITS.maxImportBytes) {
    return refuse(CATALOGUE_MESSAGES.tooLarge, { mb: String(CATALOGUE_LIMITS.maxImportBytes / 2 ** 20) });
  }
  try {
    const body = { fileName: file.name, contentBase64: Buffer.from(await file.arrayBuffer()).toString('base64') };
    const created = await createApi(request, context).post('/staff/catalogue/imports', { body });
    return redirect(`/staff/imports/?id=${created.id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { fields: error.fields as FieldError[] };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.imports');
export const headers = staffHeaders;

function Progress({ item }: { item: StaffImport }) {
  const { t } = useI18n();
  const running = RUNNING.includes(item.status);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const errorColumns: ListColumn<StaffImport['errors'][number]>[] = [
    { key: 'line', label: t('staff.imports.line'), cell: (e) => e.line, csv: (e) => String(e.line) },
    { key: 'field', label: t('staff.imports.field'), cell: (e) => e.field || '—', csv: (e) => e.field },
    {
      key: 'message',
      label: t('staff.imports.message'),
      cell: (e) => fieldMessage(t, e.field, e.message, e.params),
      csv: (e) => e.message,
    },
  ];
  const done = item.status === 'applying' || item.status === 'done' ? item.total : item.done;
  return (
    <section className="catalogue-imports__current" aria-labelledby="import-title">
      <h2 id="import-title">
        {item.fileName} — {t(`staff.imports.status.${item.status}`)}
      </h2>
      <label htmlFor="import-progress">{t('staff.imports.progress')}</label>{' '}
      <progress id="import-progress" className="catalogue-imports__progress" max={Math.max(item.total, 1)} value={done}>
        {done} / {item.total}
      </progress>
      <p role="status">
        {t('staff.imports.rows', { done, total: item.total })}
        {item.status === 'done' ? ` · ${t('staff.imports.changed', { n: item.changed })}` : ''}
      </p>
      {running ? (
        <p>
          <Link to={`/staff/imports/?id=${item.id}`}>{t('staff.imports.refresh')}</Link>
        </p>
      ) : null}
      {item.errors.length > 0 ? (
        <>
          <h3>{t('staff.imports.errors')}</h3>
          <ListTable
            rows={item.errors}
            rowKey={(e) => `${e.line}:${e.field}:${e.message}`}
            columns={errorColumns}
            defaultSort="line"
          />
        </>
      ) : null}
    </section>
  );
}

export default function StaffImports() {
  const { imports, selected } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const fileError = result?.fields.find((f) => f.name === 'file');
  const historyColumns: ListColumn<StaffImport>[] = [
    {
      key: 'file',
      label: t('staff.imports.file'),
      cell: (i) => <Link to={`/staff/imports/?id=${i.id}`}>{i.fileName}</Link>,
      csv: (i) => i.fileName,
    },
    {
      key: 'status',
      label: t('staff.imports.progress'),
      cell: (i) =>
        i.status === 'done'
          ? `${t('staff.imports.status.done')} · ${t('staff.imports.changed', { n: i.changed })}`
          : t(`staff.imports.status.${i.status}`),
      csv: (i) => i.status,
    },
    {
      key: 'when',
      label: t('staff.imports.when'),
      cell: (i) => staffDateTime(i.createdAt, locale),
      csv: (i) => i.createdAt,
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.imports')}</h1>
      <p>{t('staff.imports.format')}</p>
      <p className="catalogue-imports__links">
        <a className="button" href="/api/v1/staff/catalogue/template.csv" download>
          {t('staff.imports.template')}
        </a>{' '}
        <a className="button" href="/api/v1/staff/catalogue/export.csv" download>
          {t('staff.imports.export')}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="staff-form" aria-label={t('staff.imports.upload')}>
        <h2>{t('staff.imports.upload')}</h2>
        <div className="form-field">
          <label htmlFor="import-file" className="form-field__label">
            {t('staff.imports.file')}
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv,.xml,text/xml,application/xml"
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'import-file-error' : undefined}
          />
        </div>
        <div id="import-file-error">
          <FormError message={fileError ? fieldMessage(t, 'file', fileError.message, fileError.params) : null} />
        </div>
        <SubmitButton primary>{t('staff.imports.start')}</SubmitButton>
      </Form>
      {selected ? <Progress item={selected} /> : null}
      {imports.length > 0 ? (
        <>
          <h2>{t('staff.imports.history')}</h2>
          <ListTable rows={imports} rowKey={(i) => i.id} columns={historyColumns} defaultSort="when" />
        </>
      ) : null}
    </section>
  );
}
