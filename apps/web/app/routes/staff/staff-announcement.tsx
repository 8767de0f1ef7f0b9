/**
 * /staff/announcements/new/ and /staff/announcements/{id}/: an announcement's form (content editors):
 * its shop, its text in the languages the shop speaks, a link and the period it shows in (the shop's time). A save
 * is live at once; a save from a stale copy is refused (409) with the editor's text kept.
 */
import { instantOfLocalInput, localInputOf } from '@storefront/domain/dates';
import type { FieldError } from '@storefront/domain/errors';
import { STAFF_TIME_ZONE } from '@storefront/domain/staff';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { SavedMeanwhile } from '../../features/staff/saved-meanwhile';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, refusedSave, staffRefusal } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import type { StaffAnnouncement } from '../../lib/api-types';
import { fieldErrorText } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-announcement';

const FIELDS = ['variant', 'textRu', 'textEn', 'textKk', 'link', 'startsAt', 'endsAt', 'updatedAt'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A datetime-local value (on the shop's clock) and the API's instant. */
const localOf = (iso: string | null) => localInputOf(iso, STAFF_TIME_ZONE);
const instantOf = (local: string) => instantOfLocalInput(local, STAFF_TIME_ZONE);

const EMPTY: Values = {
  variant: 'ru',
  textRu: '',
  textEn: '',
  textKk: '',
  link: '',
  startsAt: localOf(new Date().toISOString()),
  endsAt: '',
  updatedAt: '',
};

const valuesOf = (form: FormData): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Values;
const valuesOfAnnouncement = (a: StaffAnnouncement): Values => ({
  ...a,
  link: a.link ?? '',
  startsAt: localOf(a.startsAt),
  endsAt: localOf(a.endsAt),
});
/** The API body of a create (no version yet) or an edit (the version it began from). */
const bodyOf = ({ updatedAt, ...v }: Values) =>
  ({
    ...v,
    link: v.link.trim() || null,
    startsAt: instantOf(v.startsAt),
    endsAt: v.endsAt ? instantOf(v.endsAt) : null,
    ...(updatedAt ? { updatedAt } : {}),
  }) as never;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.has('saved');
  if (!params.id) return { announcement: null, saved };
  const id = Number(params.id);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/announcements/{id}', { params: { path: { id: Number.isInteger(id) && id > 0 ? id : 0 } } }),
  );
  return { announcement: page.data, saved };
}

type Result = { values: Values; fields: FieldError[]; savedMeanwhile?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<Result | Response> {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const path = { id: Number(params.id) };
  const values = valuesOf(form);
  try {
    if (form.get('intent') === 'delete') {
      await api.delete('/staff/announcements/{id}', { params: { path } });
      return redirect('/staff/announcements/?deleted=1');
    }
    const saved = params.id
      ? await api.put('/staff/announcements/{id}', { params: { path }, body: bodyOf(values) })
      : await api.post('/staff/announcements', { body: bodyOf(values) });
    return redirect(`/staff/announcements/${saved.id}/?saved=1`);
  } catch (error) {
    const refused = await refusedSave(
      error,
      values,
      async () => (await api.get('/staff/announcements/{id}', { params: { path } })).updatedAt,
    );
    if (refused) return refused;
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.announcements');
export const headers = staffHeaders;

export default function StaffAnnouncementPage() {
  const { announcement, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const { t } = useI18n();
  const values = result?.values ?? (announcement ? valuesOfAnnouncement(announcement) : EMPTY);
  const error = (name: (typeof FIELDS)[number]) => fieldErrorText(t, result?.fields, name);
  return (
    <section className="staff-page content-editor">
      <p>
        <Link to="/staff/announcements/">{t('staff.announcements.back')}</Link>
      </p>
      <h1>{announcement ? t('staff.announcements.edit') : t('staff.announcements.new')}</h1>
      {saved && !result ? (
        <p role="status" className="staff-page__done">
          {t('staff.announcements.saved')}
        </p>
      ) : null}
      {announcement ? (
        <p>{t(announcement.shown ? 'staff.announcements.shownNow' : 'staff.announcements.notShown')}</p>
      ) : null}
      <Form
        method="post"
        className="staff-form content-editor__form"
        key={result?.savedMeanwhile ? `kept-${result.savedMeanwhile}` : (announcement?.updatedAt ?? 'new')}
        noValidate
      >
        <input type="hidden" name="updatedAt" value={values.updatedAt} />
        {result?.savedMeanwhile && announcement ? (
          <SavedMeanwhile time={result.savedMeanwhile} savedUrl={`/staff/announcements/${announcement.id}/`} />
        ) : null}
        <SelectField label={t('staff.content.variant')} name="variant" defaultValue={values.variant}>
          {VARIANT_KEYS.map((v) => (
            <option key={v} value={v}>
              {t(`staff.variant.${v}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staff.announcements.textRu')}
          name="textRu"
          defaultValue={values.textRu}
          error={error('textRu')}
        />
        <TextField
          label={t('staff.announcements.textEn')}
          name="textEn"
          defaultValue={values.textEn}
          error={error('textEn')}
        />
        <TextField
          label={t('staff.announcements.textKk')}
          name="textKk"
          defaultValue={values.textKk}
          error={error('textKk')}
        />
        <TextField
          label={t('staff.announcements.link')}
          name="link"
          defaultValue={values.link}
          autoComplete="off"
          error={error('link')}
        />
        <TextField
          label={t('staff.announcements.startsAt')}
          name="startsAt"
          type="datetime-local"
          defaultValue={values.startsAt}
          required
          error={error('startsAt')}
        />
        <TextField
          label={t('staff.announcements.endsAt')}
          name="endsAt"
          type="datetime-local"
          defaultValue={values.endsAt}
          error={error('endsAt')}
        />
        <SubmitButton primary>{t('staff.content.save')}</SubmitButton>
      </Form>
      {announcement ? (
        <Form method="post" className="content-editor__upload">
          <input type="hidden" name="intent" value="delete" />
          <SubmitButton>{t('staff.announcements.delete')}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
