/**
 * /staff/content/{id}/looks/new/ and /staff/content/{id}/looks/{lookId}/: a look's form (content
 * editors): its title in each language, its catalogue section, its picture (uploaded with the save) and
 * its products by SKU or id, found by the picker below the form and ticked to add. A save to a published
 * lookbook waits as its pending change until the lookbook's changes are published; a save from a stale
 * copy is refused (409) with the editor's values kept.
 */
import { LOOK_MESSAGES } from '@storefront/domain/content-markup';
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { PICTURE_INPUT_TYPES, type Picture as PictureData } from '@storefront/domain/pictures';
import type { KeyboardEvent } from 'react';
import { redirect, useActionData, useLoaderData } from 'react-router';
import {
  EditorForm,
  FormSection,
  IntentButton,
  StaffPageHeader,
  SubmitBar,
  useFieldErrors,
} from '../../features/staff/form-kit';
import { LOOK_TITLE_FIELD, type LookLang } from '../../features/staff/look-titles';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import { type Api, ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffLook, StaffLookProduct } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import type { Route } from './+types/staff-look';

const FIELDS = ['titleRu', 'titleEn', 'titleKk', 'category', 'image', 'products', 'updatedAt', 'q'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

const EMPTY: Values = {
  titleRu: '',
  titleEn: '',
  titleKk: '',
  category: '',
  image: '',
  products: '',
  updatedAt: '',
  q: '',
};

const valuesOf = (form: FormData): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Values;
const valuesOfLook = (look: StaffLook): Values => ({
  titleRu: look.titleRu,
  titleEn: look.titleEn,
  titleKk: look.titleKk,
  category: look.category,
  image: look.image,
  products: look.products.map((p) => p.article).join('\n'),
  updatedAt: look.updatedAt,
  q: '',
});
/** The SKUs and ids typed (one a line, or split by commas and spaces) and the ticked ones, each once. */
const wordsOf = (typed: string, ticked: string[]) => [
  ...new Set([...typed.split(/[\s,;]+/), ...ticked].map((w) => w.trim()).filter(Boolean)),
];
/** The API body of a create (no version yet) or an edit (the version it began from). */
const bodyOf = ({ updatedAt, q: _q, products, ...v }: Values) =>
  ({ ...v, products: wordsOf(products, []), ...(updatedAt ? { updatedAt } : {}) }) as never;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = { id: idOf(params.id) };
  const lookId = params.lookId === undefined ? null : idOf(params.lookId);
  const page = await loadStaffPage(request, context, (api) =>
    Promise.all([
      api.get('/staff/content/{id}/looks', { params: { path } }),
      lookId === null ? null : api.get('/staff/looks/{lookId}', { params: { path: { lookId } } }),
    ]),
  );
  const [lookbook, look] = page.data;
  return { lookbook, look, saved: new URL(request.url).searchParams.has('saved') };
}

type Result = {
  values: Values;
  fields: FieldError[];
  /** The products the picker found for `values.q`. */
  found?: StaffLookProduct[];
  /** The picture uploaded with this submission, as the shop shows it. */
  picture?: PictureData;
  /** Someone saved the look after this form was loaded: when (the form now carries that version). */
  savedMeanwhile?: string;
};

/** Uploads the chosen picture, if any: its key and picture, or the upload's field error (naming the file). */
async function uploadPicture(
  api: Api,
  file: FormDataEntryValue | null,
): Promise<{ key: string; picture: PictureData } | { error: FieldError } | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  try {
    const { key, ...picture } = await api.post('/staff/content/images', {
      params: { query: { name: file.name } },
      body: new Uint8Array(await file.arrayBuffer()) as never,
      headers: { 'content-type': 'application/octet-stream' },
    });
    return { key, picture };
  } catch (error) {
    const [refusal] = error instanceof ApiError && error.status === 400 ? error.fields : [];
    if (refusal) return { error: { ...refusal, name: 'upload' } };
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await postedForm(request);
  const intent = String(form.get('intent') ?? 'save');
  const api = createApi(request, context);
  const lookId = idOf(params.lookId);
  const looks = `/staff/content/${params.id}/looks/`;
  const values = valuesOf(form);
  try {
    if (intent === 'delete') {
      await api.delete('/staff/looks/{lookId}', { params: { path: { lookId } } });
      return redirect(`${looks}?done=deleted`);
    }
    const picture = await uploadPicture(api, form.get('upload'));
    if (picture && 'error' in picture) {
      return { values, fields: [picture.error] };
    }
    const uploaded = picture ? { picture: picture.picture } : {};
    if (picture) values.image = picture.key;
    if (intent === 'search') {
      const found = values.q.trim()
        ? await api.get('/staff/looks/products', { params: { query: { q: values.q.trim() } } })
        : [];
      return { values, fields: [], found, ...uploaded };
    }
    values.products = wordsOf(
      values.products,
      form.getAll('add').map((w) => String(w)),
    ).join('\n');
    try {
      const saved = params.lookId
        ? await api.put('/staff/looks/{lookId}', { params: { path: { lookId } }, body: bodyOf(values) })
        : await api.post('/staff/content/{id}/looks', {
            params: { path: { id: idOf(params.id) } },
            body: bodyOf(values),
          });
      return redirect(`${looks}${saved.id}/?saved=1`);
    } catch (error) {
      const refused = await refusedSave(
        error,
        values,
        async () => (await api.get('/staff/looks/{lookId}', { params: { path: { lookId } } })).updatedAt,
      );
      if (refused) return { ...refused, ...uploaded };
      throw error;
    }
  } catch (error) {
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.looks.edit');
export const headers = staffHeaders;

export default function StaffLookPage() {
  const { lookbook, look, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t, locale } = useI18n();
  const lang = contentLang(locale);
  const values =
    result?.values ?? (look ? valuesOfLook(look) : { ...EMPTY, category: lookbook.categories[0]?.code ?? '' });
  const base = `/staff/content/${lookbook.entryId}/looks/`;
  const errors = useLookErrors(result?.fields);
  const picture = result?.picture ?? (look && values.image === look.image ? look.picture : null);
  const needed = new Set<LookLang>(lookbook.langs);
  const title = look ? look[LOOK_TITLE_FIELD[lang]] || look.titleRu || look.titleEn : null;
  const savedText = t(look?.pending ? 'staff.looks.done.savedPending' : 'staff.looks.done.saved');
  return (
    <section className="staff-page content-editor staff-look">
      <StaffPageHeader
        back={{ to: base, label: t('staff.looks.backToLooks') }}
        title={title ? `${t('staff.looks.edit')}: ${title}` : t('staff.looks.new')}
        done={saved && !result ? savedText : null}
      >
        <p>{t('staff.looks.of', { title: lookbook.title })}</p>
      </StaffPageHeader>
      <EditorForm
        errors={errors}
        errorsTitle={t('staff.looks.errors')}
        version={values.updatedAt}
        formKey={look?.updatedAt ?? 'new'}
        savedMeanwhile={result?.savedMeanwhile}
        savedUrl={look ? `${base}${look.id}/` : null}
        upload
      >
        {(['ru', 'en', 'kk'] as const).map((l) => (
          <TextField
            key={l}
            label={t(`staff.looks.${LOOK_TITLE_FIELD[l]}`)}
            name={LOOK_TITLE_FIELD[l]}
            defaultValue={values[LOOK_TITLE_FIELD[l]]}
            required={needed.has(l)}
            error={errors.error(LOOK_TITLE_FIELD[l])}
          />
        ))}
        <SelectField
          label={t('staff.looks.category')}
          name="category"
          defaultValue={values.category}
          required
          error={errors.error('category')}
        >
          {lookbook.categories.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[lang]}
            </option>
          ))}
        </SelectField>
        <FormSection legend={t('staff.looks.picture')} className="staff-look__picture">
          {picture ? <Picture picture={picture} alt={title ?? ''} sizes="150px" width={150} height={200} /> : null}
          <TextField
            label={t('staff.looks.imageKey')}
            name="image"
            defaultValue={values.image}
            autoComplete="off"
            error={errors.error('image')}
          />
          <TextField
            label={t('staff.looks.upload')}
            name="upload"
            type="file"
            accept={PICTURE_INPUT_TYPES.join(',')}
            error={errors.error('upload')}
          />
        </FormSection>
        <TextAreaField
          label={t('staff.looks.products')}
          name="products"
          defaultValue={values.products}
          rows={5}
          required
          error={errors.error('products')}
          help={t('staff.looks.productsHelp')}
        />
        {look?.products.length ? <ProductsInLook products={look.products} /> : null}
        <SubmitBar label={t('staff.looks.save')} />
        <ProductPicker query={values.q} found={result?.found} />
      </EditorForm>
      {look ? (
        <IntentButton intent="delete" label={t('staff.looks.delete')} className="content-editor__upload" />
      ) : null}
    </section>
  );
}

/** The API's refusals in the page's words (a refused picture's names its file). */
function useLookErrors(fields: readonly FieldError[] | undefined) {
  const { t } = useI18n();
  const labels = {
    titleRu: t('staff.looks.titleRu'),
    titleEn: t('staff.looks.titleEn'),
    titleKk: t('staff.looks.titleKk'),
    category: t('staff.looks.category'),
    image: t('staff.looks.imageKey'),
    upload: t('staff.looks.upload'),
    products: t('staff.looks.products'),
  };
  return useFieldErrors(fields, labels, (name) => {
    const field = fields?.find((f) => f.name === name);
    if (!field) return null;
    if (name === 'products' && field.message !== LOOK_MESSAGES.unknownProducts) return t('staff.looks.productsNeeded');
    return undefined;
  });
}

/** A product's line: its name, SKU and whether shoppers can see it. */
function ProductLine({ product }: { product: StaffLookProduct }) {
  const { t, locale } = useI18n();
  return (
    <>
      {t('staff.looks.productLine', { name: product.name[contentLang(locale)], sku: product.article })}
      {product.published ? null : ` (${t('staff.looks.unpublished')})`}
    </>
  );
}

/** The products the look shows now. */
function ProductsInLook({ products }: { products: readonly StaffLookProduct[] }) {
  const { t } = useI18n();
  return (
    <div>
      <h2 className="staff-look__subtitle">{t('staff.looks.inLook')}</h2>
      <ul className="staff-looks__products">
        {products.map((p) => (
          <li key={p.id}>
            <ProductLine product={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Enter in the picker's search box finds products rather than saving the look. */
function findOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="search"]')?.click();
}

/** The picker: a search by name, SKU or id, whose finds are ticked to be added with the next save. */
function ProductPicker({ query, found }: { query: string; found: readonly StaffLookProduct[] | undefined }) {
  const { t } = useI18n();
  return (
    <FormSection legend={t('staff.looks.addProducts')} className="staff-look__picker">
      <TextField
        label={t('staff.looks.find')}
        name="q"
        type="search"
        defaultValue={query}
        autoComplete="off"
        onKeyDown={findOnEnter}
      />
      <SubmitButton name="intent" value="search">
        {t('staff.looks.search')}
      </SubmitButton>
      {found?.length === 0 ? <p role="status">{t('staff.looks.notFound')}</p> : null}
      {found?.length ? (
        <div role="status">
          <p>{t('staff.looks.found')}</p>
          <ul className="staff-look__found">
            {found.map((p) => (
              <li key={p.id}>
                <label>
                  <input type="checkbox" name="add" value={p.article} /> <ProductLine product={p} />
                </label>
              </li>
            ))}
          </ul>
          <SubmitButton name="intent" value="save">
            {t('staff.looks.addTicked')}
          </SubmitButton>
        </div>
      ) : null}
    </FormSection>
  );
}
