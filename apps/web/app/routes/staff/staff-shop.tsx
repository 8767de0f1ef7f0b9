/**
 * /staff/shops/{id}/: a shop page's text per language, its photos and its opening hours (content
 * editors). One form: saving, moving or removing a photo and adding an uploaded one all save the page
 * as its pending change, which shoppers do not see until it is published (or which is discarded). The
 * preview buttons open the shop page with the pending change in each of the shop's languages. A save
 * from a stale copy is refused (409) with the editor's text kept. The page itself can be unpublished
 * (shoppers get 404, the shop still takes pickups) and published again; from a stale copy that is refused
 * too, and the editor shows the page as it is now.
 */
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { PICTURE_INPUT_TYPES, type Picture as PictureData } from '@storefront/domain/pictures';
import { hoursFieldName, WEEKDAY_COUNT } from '@storefront/domain/shop-hours';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANTS } from '@storefront/domain/variants';
import { redirect, useActionData, useLoaderData } from 'react-router';
import {
  EditorForm,
  FormSection,
  IntentButton,
  StaffPageHeader,
  SubmitBar,
  useFieldErrors,
} from '../../features/staff/form-kit';
import { PendingChangeActions } from '../../features/staff/pending-change-actions';
import { arrangePhotos } from '../../features/staff/photo-order';
import { PreviewLanguages } from '../../features/staff/preview-languages';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import { type Api, ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffShop } from '../../lib/api-types';
import { fieldErrorText } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import type { Route } from './+types/staff-shop';

const TEXTS = ['descriptionRu', 'descriptionEn', 'descriptionKk'] as const;
type Day = [string, string] | null;
type Values = Record<(typeof TEXTS)[number] | 'updatedAt', string> & { photos: string[]; hours: Day[] };

const valuesOfShop = (s: StaffShop): Values => ({
  descriptionRu: s.descriptionRu,
  descriptionEn: s.descriptionEn,
  descriptionKk: s.descriptionKk,
  photos: s.photos.map((p) => p.key),
  hours: s.hours.map((h) => (h ? [h[0], h[1]] : null)),
  updatedAt: s.updatedAt,
});

/** The week as the form has it: a day off when its box is ticked, else its two times as typed. */
const hoursOf = (form: FormData): Day[] =>
  Array.from({ length: WEEKDAY_COUNT }, (_, day) =>
    form.get(`hours.${day}.closed`) === 'on'
      ? null
      : [String(form.get(hoursFieldName(day, 0)) ?? '').trim(), String(form.get(hoursFieldName(day, 1)) ?? '').trim()],
  );

async function uploadedKey(api: Api, file: FormDataEntryValue | null): Promise<string | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  const uploaded = await api.post('/staff/content/images', {
    params: { query: { name: file.name } },
    body: new Uint8Array(await file.arrayBuffer()) as never,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return uploaded.key;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get('done');
  const id = Number(params.id);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/shops/{id}', { params: { path: { id: Number.isInteger(id) && id > 0 ? id : 0 } } }),
  );
  return { shop: page.data, done };
}

type Result = { values: Values; fields: FieldError[]; savedMeanwhile?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const path = { id: Number(params.id) };
  const intent = String(form.get('intent') ?? 'save');
  if (intent === 'publish' || intent === 'discard') {
    try {
      if (intent === 'publish') await api.post('/staff/shops/{id}/publish', { params: { path } });
      else await api.delete('/staff/shops/{id}/draft', { params: { path } });
    } catch (error) {
      throw staffRefusal(error);
    }
    return redirect(`/staff/shops/${path.id}/?done=${intent}`);
  }
  if (intent === 'unpublish' || intent === 'republish') {
    const body = { updatedAt: String(form.get('updatedAt') ?? '') };
    try {
      await api.post(`/staff/shops/{id}/${intent}`, { params: { path }, body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return redirect(`/staff/shops/${path.id}/?done=stale`);
      throw staffRefusal(error);
    }
    return redirect(`/staff/shops/${path.id}/?done=${intent}`);
  }
  const values: Values = {
    descriptionRu: String(form.get('descriptionRu') ?? ''),
    descriptionEn: String(form.get('descriptionEn') ?? ''),
    descriptionKk: String(form.get('descriptionKk') ?? ''),
    photos: arrangePhotos(form.getAll('photos').map(String), intent),
    hours: hoursOf(form),
    updatedAt: String(form.get('updatedAt') ?? ''),
  };
  try {
    const key = await uploadedKey(api, form.get('image'));
    if (key) values.photos.push(key);
    await api.put('/staff/shops/{id}', { params: { path }, body: values });
    return redirect(`/staff/shops/${path.id}/?done=saved`);
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

const DONE = {
  saved: 'staff.shops.saved',
  publish: 'staff.shops.published',
  discard: 'staff.shops.discarded',
  unpublish: 'staff.shops.unpublishedDone',
  republish: 'staff.shops.republishedDone',
  stale: 'staff.shops.statusStale',
} as const;

export default function StaffShopPage() {
  const { shop, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t } = useI18n();
  const values = result?.values ?? valuesOfShop(shop);
  const errors = useShopErrors(result?.fields, values.hours.length);
  const doneText = done && !result && done in DONE ? t(DONE[done as keyof typeof DONE]) : null;
  return (
    <section className="staff-page content-editor">
      <StaffPageHeader back={{ to: '/staff/shops/', label: t('staff.shops.back') }} title={shop.name} done={doneText}>
        <p>
          {t(`staff.variant.${shop.variant}`)} · {shop.city}, {shop.address} ·{' '}
          <a href={shop.url}>{t('staff.shops.open')}</a>
        </p>
      </StaffPageHeader>
      <div className="content-editor__state">
        <p>{t(shop.published ? 'staff.shops.pageLive' : 'staff.shops.pageOff')}</p>
        <IntentButton
          intent={shop.published ? 'unpublish' : 'republish'}
          fields={{ updatedAt: shop.updatedAt }}
          label={t(shop.published ? 'staff.shops.unpublish' : 'staff.shops.republish')}
        />
      </div>
      <div className="content-editor__state">
        <p>{t(shop.pendingChanges ? 'staff.shops.pending' : 'staff.shops.upToDate')}</p>
        {shop.pendingChanges ? <PendingChangeActions /> : null}
      </div>
      <PreviewLanguages
        label={t('staff.shops.previewLanguages')}
        url={shop.previewUrl}
        locales={VARIANTS[shop.variant].locales}
        name={(locale) => t('staff.shops.previewIn', { language: t(`staff.content.lang.${contentLang(locale)}`) })}
      />
      <EditorForm
        errors={errors}
        errorsTitle={t('staff.shops.errors')}
        version={values.updatedAt}
        formKey={shop.updatedAt}
        savedMeanwhile={result?.savedMeanwhile}
        savedUrl={`/staff/shops/${shop.id}/`}
        upload
      >
        {TEXTS.map((name) => (
          <TextAreaField
            key={name}
            label={t(`staff.shops.${name}`)}
            name={name}
            rows={5}
            defaultValue={values[name]}
            error={errors.error(name)}
          />
        ))}
        <p className="content-editor__help">{t('staff.shops.descriptionHelp')}</p>
        <HoursSection hours={values.hours} error={errors.error} />
        <PhotosSection photos={values.photos} shop={shop} error={errors.error('image')} />
        <SubmitBar label={t('staff.content.save')} />
      </EditorForm>
    </section>
  );
}

/**
 * The API's refusals in the page's words: a too long text, a time typed wrong, a photo refused (a
 * photo list the API refused reads as an invalid picture, the field the editor can act on).
 */
function useShopErrors(fields: readonly FieldError[] | undefined, days: number) {
  const { t } = useI18n();
  const named = (name: string) => fields?.some((f) => f.name === name || f.name.startsWith(`${name}.`));
  const labels: Record<string, string> = Object.fromEntries(TEXTS.map((name) => [name, t(`staff.shops.${name}`)]));
  for (let day = 0; day < days; day++) {
    for (const end of [0, 1] as const) {
      labels[hoursFieldName(day, end)] =
        `${t(`shops.weekday.${day}`)}, ${t(end === 0 ? 'staff.shops.opens' : 'staff.shops.closes')}`;
    }
  }
  labels.image = t('staff.shops.addPhoto');
  return useFieldErrors(fields, labels, (name) => {
    if ((TEXTS as readonly string[]).includes(name)) return named(name) ? t('staff.shops.tooLong') : null;
    if (name === 'image')
      return fieldErrorText(t, fields, 'image') ?? (named('photos') ? t(MESSAGE_KEYS.invalid) : null);
    return undefined;
  });
}

/** The week's opening hours: two times a day, or a day off. */
function HoursSection({ hours, error }: { hours: readonly Day[]; error: (name: string) => string | null }) {
  const { t } = useI18n();
  return (
    <FormSection legend={t('staff.shops.hours')} help={t('staff.shops.hoursHelp')} className="shop-hours-editor">
      {hours.map((day, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the weekday is the index
        <fieldset key={i} className="shop-hours-editor__day">
          <legend>{t(`shops.weekday.${i}`)}</legend>
          <TextField
            label={t('staff.shops.opens')}
            name={hoursFieldName(i, 0)}
            defaultValue={day?.[0] ?? ''}
            inputMode="numeric"
            autoComplete="off"
            placeholder="10:00"
            error={error(hoursFieldName(i, 0))}
          />
          <TextField
            label={t('staff.shops.closes')}
            name={hoursFieldName(i, 1)}
            defaultValue={day?.[1] ?? ''}
            inputMode="numeric"
            autoComplete="off"
            placeholder="22:00"
            error={error(hoursFieldName(i, 1))}
          />
          <CheckboxField label={t('staff.shops.dayOff')} name={`hours.${i}.closed`} defaultChecked={day === null} />
        </fieldset>
      ))}
    </FormSection>
  );
}

/** The page's photos in order, each movable and removable, and the upload of one more. */
function PhotosSection({ photos, shop, error }: { photos: readonly string[]; shop: StaffShop; error: string | null }) {
  const { t } = useI18n();
  const pictureOf = new Map(shop.photos.map((p) => [p.key, p]));
  return (
    <FormSection legend={t('staff.shops.photos')} className="shop-photos-editor">
      {photos.length === 0 ? <p>{t('staff.shops.noPhotos')}</p> : null}
      <ol>
        {photos.map((key, i) => {
          const n = i + 1;
          return (
            <li key={key}>
              <input type="hidden" name="photos" value={key} />
              {pictureOf.has(key) ? (
                <Picture
                  picture={pictureOf.get(key) as PictureData}
                  alt={t('staff.shops.photo', { n })}
                  sizes="160px"
                  width={160}
                  height={120}
                />
              ) : (
                <span>{t('staff.shops.photo', { n })}</span>
              )}
              <span className="shop-photos-editor__buttons">
                <SubmitButton name="intent" value={`up:${i}`} disabled={i === 0}>
                  {t('staff.shops.up', { n })}
                </SubmitButton>
                <SubmitButton name="intent" value={`down:${i}`} disabled={i === photos.length - 1}>
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
        accept={PICTURE_INPUT_TYPES.join(',')}
        error={error}
      />
      <SubmitButton name="intent" value="upload">
        {t('staff.shops.upload')}
      </SubmitButton>
    </FormSection>
  );
}
