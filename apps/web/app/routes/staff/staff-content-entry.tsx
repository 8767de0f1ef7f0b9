/**
 * /staff/content/new/ and /staff/content/{id}/: an entry's form (content editors). Saving keeps the
 * status (a new entry is a draft); a published entry's save is its pending change, which shoppers do
 * not see until it is published or which is discarded. The form carries the version it was loaded from:
 * when someone saved the entry meanwhile the save is refused (409) and the editor's text kept. Publish,
 * unpublish and discard are their own buttons; pictures are uploaded once the entry exists and go to
 * the cover or, by their markup line, into the text.
 */
import type { FieldError } from '@storefront/domain/errors';
import type { Picture as PictureData } from '@storefront/domain/pictures';
import { apiBase } from '@storefront/domain/routes';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { useRef } from 'react';
import { Link, redirect, useActionData, useLoaderData, useSubmit } from 'react-router';
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
import { type Api, ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffContentEntry } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CheckboxField, TextAreaField, TextField } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import { PictureUploader, refusalText } from '../../ui/picture-uploader';
import { type FileRefusal, uploadEach } from '../../ui/picture-uploads';
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

/** A picture the API took in: how pages show it, and the reference the entry's text and cover use. */
type UploadedPicture = PictureData & { key: string };

type Result = {
  values?: Values;
  fields: FieldError[];
  /** Pictures the form's upload (without scripts) sent in, and those refused. */
  uploaded?: UploadedPicture[];
  refused?: FileRefusal[];
  /** Someone saved the entry after this form was loaded: when (the form now carries that version). */
  savedMeanwhile?: string;
};

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await postedForm(request);
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
      const { taken, refused } = await uploadEach(form.getAll('image'), (bytes, name) =>
        api.post('/staff/content/images', {
          params: { query: { name } },
          body: bytes as never,
          headers: { 'content-type': 'application/octet-stream' },
        }),
      );
      const cover = form.get('asCover') === 'on' ? taken[0]?.key : undefined;
      if (cover) await setCover(api, path, cover);
      return { fields: [], uploaded: taken, refused };
    }
    // The cover chosen after an upload made with scripts (the pictures went to the API directly).
    if (intent === 'cover') {
      await setCover(api, path, String(form.get('key') ?? ''));
      return redirect(`/staff/content/${id}/?done=saved`);
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

/** Makes a picture the entry's cover, keeping the rest of the entry as stored. */
async function setCover(api: Api, path: { id: number }, cover: string) {
  const entry = await api.get('/staff/content/{id}', { params: { path } });
  await api.put('/staff/content/{id}', { params: { path }, body: bodyOf({ ...valuesOfEntry(entry), cover }) });
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
      {entry ? <PictureUpload entry={entry} result={result} /> : null}
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

/**
 * Pictures' upload, once the entry exists: several at once, each answered by its markup line to put
 * into the text; the first of them may become the cover.
 */
function PictureUpload({ entry, result }: { entry: StaffContentEntry; result: Result | undefined }) {
  const { t } = useI18n();
  const variant = useVariant();
  const submit = useSubmit();
  const fields = useRef<HTMLDivElement>(null);
  const refusals = [
    ...(result?.refused ?? []).map((r) => refusalText(t, r)),
    ...(result?.fields ?? [])
      .filter((f) => f.name === 'image')
      .map((f) => fieldMessage(t, 'image', f.message, f.params)),
  ];
  return (
    <div className="content-editor__upload">
      <PictureUploader
        uploadUrl={`${apiBase(variant)}/staff/content/images`}
        refusals={refusals}
        describe={(answer) => <PictureMarkup picture={answer as UploadedPicture} />}
        onUploaded={(answers) => {
          const first = answers[0] as UploadedPicture | undefined;
          const asCover = fields.current?.querySelector<HTMLInputElement>('input[name="asCover"]')?.checked;
          if (first && asCover) void submit({ intent: 'cover', key: first.key }, { method: 'post' });
        }}
      >
        <div ref={fields}>
          <CheckboxField label={t('staff.content.useAsCover')} name="asCover" defaultChecked={!entry.cover} />
        </div>
      </PictureUploader>
      {(result?.uploaded ?? []).length > 0 ? (
        <ul className="picture-uploader__files" role="status">
          {result?.uploaded?.map((picture) => (
            <li key={picture.key} className="picture-uploader__file">
              <PictureMarkup picture={picture} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** An uploaded picture: its thumbnail and the markup line that puts it into the text. */
function PictureMarkup({ picture }: { picture: UploadedPicture }) {
  const { t } = useI18n();
  return (
    <span className="content-editor__uploaded">
      <Picture picture={picture} alt="" sizes="64px" width={64} />
      <span>
        {t('staff.content.uploaded', { key: picture.key })} {t('staff.content.pictureMarkup')}{' '}
        <code>{`![](${picture.key})`}</code>
      </span>
    </span>
  );
}
