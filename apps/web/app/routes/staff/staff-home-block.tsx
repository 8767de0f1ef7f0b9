/**
 * /staff/home-blocks/new/?variant=… and /staff/home-blocks/{id}/: a home page block's form (content
 * editors): a banner (picture uploaded here, title per language, link into the shop) or a product
 * collection; shown on the home page once published. An edit of a published block waits as its
 * pending change, seen in the preview only, until it is published (or discarded); a hidden block is
 * saved directly. A save from a stale copy is refused (409) with the editor's text kept.
 */
import type { FieldError } from '@storefront/domain/errors';
import { PICTURE_INPUT_TYPES } from '@storefront/domain/pictures';
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { ErrorSummary } from '../../features/staff/error-summary';
import { PendingChangeActions } from '../../features/staff/pending-change-actions';
import { SavedMeanwhile } from '../../features/staff/saved-meanwhile';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import type { StaffHomeBlock } from '../../lib/api-types';
import { fieldErrorText } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import type { Route } from './+types/staff-home-block';

const TITLES = ['titleRu', 'titleEn', 'titleKk'] as const;
const FIELDS = ['variant', 'kind', ...TITLES, 'image', 'link', 'collection', 'updatedAt'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { published: boolean };

const valuesOfBlock = (b: StaffHomeBlock): Values => ({
  ...b,
  image: b.image ?? '',
  link: b.link ?? '',
  collection: b.collection ?? '',
});
const emptyValues = (variant: VariantKey): Values => ({
  variant,
  kind: 'banner',
  titleRu: '',
  titleEn: '',
  titleKk: '',
  image: '',
  link: '',
  collection: '',
  updatedAt: '',
  published: false,
});
/** The API body of a create (no version yet) or an edit (the version it began from). */
const bodyOf = ({ updatedAt, ...v }: Values) =>
  ({
    ...v,
    image: v.image || null,
    link: v.link.trim() || null,
    collection: v.collection || null,
    ...(updatedAt ? { updatedAt } : {}),
  }) as never;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = VARIANT_KEYS.find((v) => v === url.searchParams.get('variant')) ?? 'ru';
  const id = Number(params.id ?? 0);
  const page = await loadStaffPage(request, context, (api) =>
    Promise.all([
      params.id
        ? api.get('/staff/home-blocks/{id}', { params: { path: { id: Number.isInteger(id) && id > 0 ? id : 0 } } })
        : null,
      api.get('/staff/home-blocks/collections'),
    ]),
  );
  const [block, collections] = page.data;
  return {
    block,
    collections,
    variant,
    done: url.searchParams.get('done') ?? (url.searchParams.has('saved') ? 'saved' : null),
  };
}

type Result = { values: Values; fields: FieldError[]; savedMeanwhile?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const path = { id: Number(params.id) };
  const values = {
    ...(Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<
      (typeof FIELDS)[number],
      string
    >),
    published: form.get('published') === 'on',
  };
  const intent = form.get('intent');
  try {
    if (intent === 'publish' || intent === 'discard') {
      if (intent === 'publish') await api.post('/staff/home-blocks/{id}/publish', { params: { path } });
      else await api.delete('/staff/home-blocks/{id}/draft', { params: { path } });
      return redirect(`/staff/home-blocks/${path.id}/?done=${intent}`);
    }
    if (intent === 'delete') {
      await api.delete('/staff/home-blocks/{id}', { params: { path } });
      return redirect(`/staff/home-blocks/?variant=${values.variant}&deleted=1`);
    }
    const file = form.get('upload');
    if (file instanceof File && file.size > 0) {
      const uploaded = await api.post('/staff/content/images', {
        params: { query: { name: file.name } },
        body: new Uint8Array(await file.arrayBuffer()) as never,
        headers: { 'content-type': 'application/octet-stream' },
      });
      values.image = uploaded.key;
    }
    const saved = params.id
      ? await api.put('/staff/home-blocks/{id}', { params: { path }, body: bodyOf(values) })
      : await api.post('/staff/home-blocks', { body: bodyOf(values) });
    return redirect(`/staff/home-blocks/${saved.id}/?done=${saved.pendingChanges ? 'savedPending' : 'saved'}`);
  } catch (error) {
    const refused = await refusedSave(
      error,
      values,
      async () => (await api.get('/staff/home-blocks/{id}', { params: { path } })).updatedAt,
    );
    if (refused) return refused;
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.homeBlocks');
export const headers = staffHeaders;

const DONE = {
  saved: 'staff.homeBlocks.saved',
  savedPending: 'staff.homeBlocks.savedPending',
  publish: 'staff.homeBlocks.publishedChanges',
  discard: 'staff.homeBlocks.discarded',
} as const;

export default function StaffHomeBlockPage() {
  const { block, collections, variant, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t } = useI18n();
  const values = result?.values ?? (block ? valuesOfBlock(block) : emptyValues(variant));
  const error = (name: string) => fieldErrorText(t, result?.fields, name);
  const LABELS = {
    kind: 'staff.homeBlocks.kind',
    titleRu: 'staff.homeBlocks.titleRu',
    titleEn: 'staff.homeBlocks.titleEn',
    titleKk: 'staff.homeBlocks.titleKk',
    image: 'staff.homeBlocks.image',
    link: 'staff.homeBlocks.link',
    collection: 'staff.homeBlocks.collection',
  } as const;
  const errors = Object.entries(LABELS)
    .map(([name, label]) => ({ label: t(label), message: error(name) }))
    .filter((e): e is { label: string; message: string } => Boolean(e.message));
  const picture = block && block.image === values.image ? block.picture : null;
  return (
    <section className="staff-page content-editor">
      <p>
        <Link to={`/staff/home-blocks/?variant=${values.variant}`}>{t('staff.homeBlocks.back')}</Link>
      </p>
      <h1>{block ? t('staff.homeBlocks.edit') : t('staff.homeBlocks.new')}</h1>
      {done && !result && done in DONE ? (
        <p role="status" className="staff-page__done">
          {t(DONE[done as keyof typeof DONE])}
        </p>
      ) : null}
      {block?.pendingChanges ? (
        <div className="content-editor__state">
          <p>{t('staff.homeBlocks.pending')}</p>
          <PendingChangeActions />
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="staff-form content-editor__form"
        key={result?.savedMeanwhile ? `kept-${result.savedMeanwhile}` : (block?.updatedAt ?? 'new')}
        noValidate
      >
        <ErrorSummary title={t('staff.shops.errors')} items={errors} />
        <input type="hidden" name="updatedAt" value={values.updatedAt} />
        <input type="hidden" name="variant" value={values.variant} />
        <input type="hidden" name="image" value={values.image} />
        {result?.savedMeanwhile && block ? (
          <SavedMeanwhile time={result.savedMeanwhile} savedUrl={`/staff/home-blocks/${block.id}/`} />
        ) : null}
        <p>
          {t('staff.content.variant')}: {t(`staff.variant.${values.variant as VariantKey}`)}
        </p>
        <SelectField label={t('staff.homeBlocks.kind')} name="kind" defaultValue={values.kind} error={error('kind')}>
          <option value="banner">{t('staff.homeBlocks.kind.banner')}</option>
          <option value="collection">{t('staff.homeBlocks.kind.collection')}</option>
        </SelectField>
        {TITLES.map((name) => (
          <TextField
            key={name}
            label={t(`staff.homeBlocks.${name}`)}
            name={name}
            defaultValue={values[name]}
            error={error(name)}
          />
        ))}
        {picture ? (
          <Picture
            picture={picture}
            alt={t('staff.homeBlocks.currentImage')}
            sizes="360px"
            width={360}
            height={120}
            className="home-blocks__image"
          />
        ) : null}
        <TextField
          label={t('staff.homeBlocks.image')}
          name="upload"
          type="file"
          accept={PICTURE_INPUT_TYPES.join(',')}
          error={error('image')}
        />
        <TextField
          label={t('staff.homeBlocks.link')}
          name="link"
          defaultValue={values.link}
          autoComplete="off"
          error={error('link')}
        />
        <SelectField
          label={t('staff.homeBlocks.collection')}
          name="collection"
          defaultValue={values.collection}
          error={error('collection')}
        >
          <option value="">{t('staff.homeBlocks.allProducts')}</option>
          {collections.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <CheckboxField label={t('staff.homeBlocks.published')} name="published" defaultChecked={values.published} />
        <SubmitButton primary>{t('staff.content.save')}</SubmitButton>
      </Form>
      {block ? (
        <Form method="post" className="content-editor__upload">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="variant" value={block.variant} />
          <SubmitButton>{t('staff.homeBlocks.delete')}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
