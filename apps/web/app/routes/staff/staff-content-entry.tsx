/**
 * /staff/content/new/ and /staff/content/{id}/: an entry's form (content editors). Saving keeps the
 * status (a new entry is a draft); a published entry's save is its pending change, which shoppers do
 * not see until it is published or which is discarded. The form carries the version it was loaded from:
 * when someone saved the entry meanwhile the save is refused (409) and the editor's text kept. Publish,
 * unpublish and discard are their own buttons; pictures are uploaded once the entry exists and go to
 * the cover or, by their markup line, into the text.
 */
import type { FieldError } from '@storefront/domain/errors';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import {
  ChoiceField,
  EditorForm,
  IntentButton,
  StaffPageHeader,
  SubmitBar,
  useFieldErrors,
} from '../../features/staff/form-kit';
import { PendingChangeActions } from '../../features/staff/pending-change-actions';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffContentEntry } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-content-entry';

const KINDS = ['news', 'blog', 'good-news', 'lookbooks', 'magazines', 'documents', 'pages'] as const;
const LANGS = ['ru', 'en', 'kk'] as const;
const FIELDS = [
  'kind',
  'variant',
  'lang',
  'slug',
  'title',
  'summary',
  'metaTitle',
  'metaDescription',
  'cover',
  'body',
  'updatedAt',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const EMPTY: Values = {
  kind: 'news',
  variant: 'ru',
  lang: 'ru',
  slug: '',
  title: '',
  summary: '',
  metaTitle: '',
  metaDescription: '',
  cover: '',
  body: '',
  updatedAt: '',
};

const valuesOf = (form: FormData): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Values;
const valuesOfEntry = (e: StaffContentEntry): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, e[f] ?? ''])) as Values;
/** The API body of a create (no version yet) or an edit (the version it began from). */
const bodyOf = ({ updatedAt, ...v }: Values) =>
  ({ ...v, cover: v.cover.trim() || null, ...(updatedAt ? { updatedAt } : {}) }) as never;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get('done');
  if (!params.id) return { entry: null, done };
  const id = Number(params.id);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/content/{id}', { params: { path: { id: Number.isInteger(id) && id > 0 ? id : 0 } } }),
  );
  return { entry: page.data, done };
}

type Result = {
  values?: Values;
  fields: FieldError[];
  uploaded?: { key: string };
  /** Someone saved the entry after this form was loaded: when (the form now carries that version). */
  savedMeanwhile?: string;
};

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const api = createApi(request, context);
  const id = Number(params.id);
  const path = { id };
  try {
    if (intent === 'publish' || intent === 'unpublish') {
      await api.post(`/staff/content/{id}/${intent}`, { params: { path } });
      return redirect(`/staff/content/${id}/?done=${intent}`);
    }
    if (intent === 'discard') {
      await api.delete('/staff/content/{id}/draft', { params: { path } });
      return redirect(`/staff/content/${id}/?done=discard`);
    }
    if (intent === 'upload') {
      const file = form.get('image');
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      const uploaded = await api.post('/staff/content/images', {
        body: bytes as never,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (form.get('asCover') === 'on') {
        const entry = await api.get('/staff/content/{id}', { params: { path } });
        await api.put('/staff/content/{id}', {
          params: { path },
          body: bodyOf({ ...valuesOfEntry(entry), cover: uploaded.key }),
        });
      }
      return { fields: [], uploaded: { key: uploaded.key } };
    }
    const values = valuesOf(form);
    try {
      const saved = params.id
        ? await api.put('/staff/content/{id}', { params: { path }, body: bodyOf(values) })
        : await api.post('/staff/content', { body: bodyOf(values) });
      return redirect(`/staff/content/${saved.id}/?done=${saved.pendingChanges ? 'pending' : 'saved'}`);
    } catch (error) {
      const refused = await refusedSave(
        error,
        values,
        async () => (await api.get('/staff/content/{id}', { params: { path } })).updatedAt,
      );
      if (refused) return refused;
      throw error;
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { fields: error.fields as FieldError[] };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.content');
export const headers = staffHeaders;

const DONE = {
  saved: 'staff.content.saved',
  pending: 'staff.content.savedPending',
  discard: 'staff.content.discarded',
  publish: 'staff.content.published',
  unpublish: 'staff.content.unpublished',
} as const;

export default function StaffContentEntryPage() {
  const { entry, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t } = useI18n();
  const values = result?.values ?? (entry ? valuesOfEntry(entry) : EMPTY);
  const errors = useFieldErrors(result?.fields, {});
  const doneText = done && !result && done in DONE ? t(DONE[done as keyof typeof DONE]) : null;
  return (
    <section className="staff-page content-editor">
      <StaffPageHeader
        back={{ to: '/staff/content/', label: t('staff.content.back') }}
        title={entry ? entry.title : t('staff.content.new')}
        done={doneText}
      />
      {entry ? <EntryState entry={entry} /> : null}
      <EditorForm
        errors={errors}
        version={values.updatedAt}
        formKey={entry?.updatedAt ?? 'new'}
        savedMeanwhile={result?.savedMeanwhile}
        savedUrl={entry ? `/staff/content/${entry.id}/` : null}
      >
        <ChoiceField
          label={t('staff.content.kind')}
          name="kind"
          defaultValue={values.kind}
          options={KINDS.map((k) => ({ value: k, label: t(`staff.content.kind.${k}`) }))}
        />
        <ChoiceField
          label={t('staff.content.variant')}
          name="variant"
          defaultValue={values.variant}
          options={VARIANT_KEYS.map((v) => ({ value: v, label: t(`staff.variant.${v}`) }))}
        />
        <ChoiceField
          label={t('staff.content.lang')}
          name="lang"
          defaultValue={values.lang}
          options={LANGS.map((l) => ({ value: l, label: t(`staff.content.lang.${l}`) }))}
        />
        <TextField
          label={t('staff.content.slug')}
          name="slug"
          defaultValue={values.slug}
          required
          autoComplete="off"
          error={errors.error('slug')}
        />
        <TextField
          label={t('staff.content.title')}
          name="title"
          defaultValue={values.title}
          required
          error={errors.error('title')}
        />
        <TextAreaField
          label={t('staff.content.summary')}
          name="summary"
          defaultValue={values.summary}
          rows={2}
          error={errors.error('summary')}
        />
        <TextField
          label={t('staff.content.metaTitle')}
          name="metaTitle"
          defaultValue={values.metaTitle}
          error={errors.error('metaTitle')}
        />
        <TextAreaField
          label={t('staff.content.metaDescription')}
          name="metaDescription"
          defaultValue={values.metaDescription}
          rows={2}
          error={errors.error('metaDescription')}
        />
        <TextField
          label={t('staff.content.cover')}
          name="cover"
          defaultValue={values.cover}
          autoComplete="off"
          error={errors.error('cover')}
        />
        <TextAreaField
          label={t('staff.content.body')}
          name="body"
          defaultValue={values.body}
          rows={14}
          error={errors.error('body')}
          help={t('staff.content.bodyHelp')}
        />
        <SubmitBar label={t('staff.content.save')} />
      </EditorForm>
      {entry ? <PictureUpload entry={entry} error={errors.error('image')} uploaded={result?.uploaded} /> : null}
    </section>
  );
}

/** Where the entry stands: its status, previews, its looks, and publishing or discarding its changes. */
function EntryState({ entry }: { entry: StaffContentEntry }) {
  const { t } = useI18n();
  const published = entry.status === 'published';
  return (
    <div className="content-editor__state">
      <p>
        {t('staff.content.status')}: <strong>{t(`staff.content.status.${entry.status}`)}</strong>
        {entry.pendingChanges ? <> · {t('staff.content.pendingChanges')}</> : null}
      </p>
      <Link to={`/staff/content/${entry.id}/preview/`} className="button">
        {t('staff.content.preview')}
      </Link>
      {entry.kind === 'lookbooks' ? (
        <Link to={`/staff/content/${entry.id}/looks/`} className="button">
          {t('staff.looks.open')}
        </Link>
      ) : null}
      {entry.pendingLooks ? (
        <p>
          <Link to={`/staff/content/${entry.id}/looks/`}>{t('staff.looks.pendingOnLooksPage')}</Link>
        </p>
      ) : null}
      {published && entry.url ? <a href={entry.url}>{t('staff.content.open')}</a> : null}
      {entry.previews.length ? (
        <nav aria-label={t('staff.content.previewShops')} className="content-editor__previews">
          <ul>
            {entry.previews.map((p) => (
              <li key={p.variant}>
                <a href={p.url}>{t('staff.content.previewOn', { shop: t(`staff.variant.${p.variant}`) })}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {entry.pendingChanges ? <PendingChangeActions /> : null}
      <IntentButton
        intent={published ? 'unpublish' : 'publish'}
        primary={!published}
        label={t(published ? 'staff.content.unpublish' : 'staff.content.publish')}
      />
    </div>
  );
}

/** A picture's upload, once the entry exists: to the cover, or to the text by the markup line it answers. */
function PictureUpload({
  entry,
  error,
  uploaded,
}: {
  entry: StaffContentEntry;
  error: string | null;
  uploaded: { key: string } | undefined;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" encType="multipart/form-data" className="staff-form content-editor__upload">
      <input type="hidden" name="intent" value="upload" />
      <TextField
        label={t('staff.content.image')}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={error}
      />
      <CheckboxField label={t('staff.content.useAsCover')} name="asCover" defaultChecked={!entry.cover} />
      <SubmitButton>{t('staff.content.upload')}</SubmitButton>
      {uploaded ? (
        <p role="status">
          {t('staff.content.uploaded', { key: uploaded.key })} {t('staff.content.pictureMarkup')}{' '}
          <code>{`![](${uploaded.key})`}</code>
        </p>
      ) : null}
    </Form>
  );
}
