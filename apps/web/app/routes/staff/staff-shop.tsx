/**
 * /staff/shops/{id}/: a shop page's text per language and its photos (content editors). One form:
 * saving, moving or removing a photo and adding an uploaded one all save the page (live at once);
 * a save from a stale copy is refused (409) with the editor's text kept.
 */
import type { FieldError } from '@storefront/domain/errors';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { ErrorSummary } from '../../features/staff/error-summary';
import { arrangePhotos } from '../../features/staff/photo-order';
import { SavedMeanwhile } from '../../features/staff/saved-meanwhile';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import type { Api } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffShop } from '../../lib/api-types';
import { fieldErrorText } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-shop';

const TEXTS = ['descriptionRu', 'descriptionEn', 'descriptionKk'] as const;
type Values = Record<(typeof TEXTS)[number] | 'updatedAt', string> & { photos: string[] };

const valuesOfShop = (s: StaffShop): Values => ({
  descriptionRu: s.descriptionRu,
  descriptionEn: s.descriptionEn,
  descriptionKk: s.descriptionKk,
  photos: s.photos.map((p) => p.key),
  updatedAt: s.updatedAt,
});

async function uploadedKey(api: Api, file: FormDataEntryValue | null): Promise<string | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  const uploaded = await api.post('/staff/content/images', {
    body: new Uint8Array(await file.arrayBuffer()) as never,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return uploaded.key;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.has('saved');
  const id = Number(params.id);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/shops/{id}', { params: { path: { id: Number.isInteger(id) && id > 0 ? id : 0 } } }),
  );
  return { shop: page.data, saved };
}

type Result = { values: Values; fields: FieldError[]; savedMeanwhile?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await request.formData();
  const api = createApi(request, context);
  const path = { id: Number(params.id) };
  const values: Values = {
    descriptionRu: String(form.get('descriptionRu') ?? ''),
    descriptionEn: String(form.get('descriptionEn') ?? ''),
    descriptionKk: String(form.get('descriptionKk') ?? ''),
    photos: arrangePhotos(form.getAll('photos').map(String), String(form.get('intent') ?? 'save')),
    updatedAt: String(form.get('updatedAt') ?? ''),
  };
  try {
    const key = await uploadedKey(api, form.get('image'));
    if (key) values.photos.push(key);
    await api.put('/staff/shops/{id}', { params: { path }, body: values });
    return redirect(`/staff/shops/${path.id}/?saved=1`);
  } catch (error) {
    const refused = await refusedSave(
      error,
      values,
      async () => (await api.get('/staff/shops/{id}', { params: { path } })).updatedAt,
    );
    if (refused) return refused;
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.shops');
export const headers = staffHeaders;

export default function StaffShopPage() {
  const { shop, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t } = useI18n();
  const values = result?.values ?? valuesOfShop(shop);
  const srcOf = new Map(shop.photos.map((p) => [p.key, p.src]));
  const fieldError = (name: string) => result?.fields.find((f) => f.name === name || f.name.startsWith(`${name}.`));
  const textError = (name: (typeof TEXTS)[number]) => (fieldError(name) ? t('staff.shops.tooLong') : null);
  const imageError =
    fieldErrorText(t, result?.fields, 'image') ?? (fieldError('photos') ? t(MESSAGE_KEYS.invalid) : null);
  const errors = [
    ...TEXTS.map((name) => ({ label: t(`staff.shops.${name}`), message: textError(name) })),
    { label: t('staff.shops.addPhoto'), message: imageError },
  ].filter((e): e is { label: string; message: string } => Boolean(e.message));
  return (
    <section className="staff-page content-editor">
      <p>
        <Link to="/staff/shops/">{t('staff.shops.back')}</Link>
      </p>
      <h1>{shop.name}</h1>
      <p>
        {t(`staff.variant.${shop.variant}`)} · {shop.city}, {shop.address} ·{' '}
        <a href={shop.url}>{t('staff.shops.open')}</a>
      </p>
      <details>
        <summary>{t('staff.shops.hours')}</summary>
        <ul className="shop-hours">
          {shop.hours.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the weekday is the index
            <li key={i}>
              <span>{t(`shops.weekday.${i}`)}</span> {h ? `${h[0]}–${h[1]}` : t('shops.closed')}
            </li>
          ))}
        </ul>
      </details>
      {saved && !result ? (
        <p role="status" className="staff-page__done">
          {t('staff.shops.saved')}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="staff-form content-editor__form"
        key={result?.savedMeanwhile ? `kept-${result.savedMeanwhile}` : shop.updatedAt}
        noValidate
      >
        <ErrorSummary title={t('staff.shops.errors')} items={errors} />
        <input type="hidden" name="updatedAt" value={values.updatedAt} />
        {result?.savedMeanwhile ? (
          <SavedMeanwhile time={result.savedMeanwhile} savedUrl={`/staff/shops/${shop.id}/`} />
        ) : null}
        {TEXTS.map((name) => (
          <TextAreaField
            key={name}
            label={t(`staff.shops.${name}`)}
            name={name}
            rows={5}
            defaultValue={values[name]}
            error={textError(name)}
          />
        ))}
        <p className="content-editor__help">{t('staff.shops.descriptionHelp')}</p>
        <fieldset className="shop-photos-editor">
          <legend>{t('staff.shops.photos')}</legend>
          {values.photos.length === 0 ? <p>{t('staff.shops.noPhotos')}</p> : null}
          <ol>
            {values.photos.map((key, i) => {
              const n = i + 1;
              return (
                <li key={key}>
                  <input type="hidden" name="photos" value={key} />
                  {srcOf.has(key) ? (
                    <img src={srcOf.get(key)} alt={t('staff.shops.photo', { n })} width={160} height={120} />
                  ) : (
                    <span>{t('staff.shops.photo', { n })}</span>
                  )}
                  <span className="shop-photos-editor__buttons">
                    <SubmitButton name="intent" value={`up:${i}`} disabled={i === 0}>
                      {t('staff.shops.up', { n })}
                    </SubmitButton>
                    <SubmitButton name="intent" value={`down:${i}`} disabled={i === values.photos.length - 1}>
                      {t('staff.shops.down', { n })}
                    </SubmitButton>
                    <SubmitButton name="intent" value={`remove:${i}`}>
                      {t('staff.shops.remove', { n })}
                    </SubmitButton>
                  </span>
                </li>
              );
            })}
          </ol>
          <TextField
            label={t('staff.shops.addPhoto')}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            error={imageError}
          />
          <SubmitButton name="intent" value="upload">
            {t('staff.shops.upload')}
          </SubmitButton>
        </fieldset>
        <SubmitButton primary name="intent" value="save">
          {t('staff.content.save')}
        </SubmitButton>
      </Form>
    </section>
  );
}
