/**
 * /staff/home-blocks/: a variant's home page blocks in page order (content editors): banners and
 * product collections, shown or hidden, each moved up or down by its buttons (no JavaScript needed).
 * The preview buttons open the variant's home page with every block, hidden ones too, in each of its languages.
 */

import { contentLang } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { CsvExport, type ListColumn, ListTable } from '../../features/staff/list-kit';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import type { StaffHomeBlock } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton } from '../../ui/form-fields';
import type { Route } from './+types/staff-home-blocks';

const variantOf = (url: URL): VariantKey => {
  const v = url.searchParams.get('variant');
  return VARIANT_KEYS.find((k) => k === v) ?? 'ru';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = variantOf(url);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/home-blocks', { params: { query: { variant } } }),
  );
  return { blocks: page.data, variant, deleted: url.searchParams.has('deleted') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const direction = form.get('direction') === 'up' ? 'up' : 'down';
  try {
    await createApi(request, context).post('/staff/home-blocks/{id}/move', {
      params: { path: { id: Number(form.get('id')) } },
      body: { direction },
    });
  } catch (error) {
    throw staffRefusal(error);
  }
  return redirect(`/staff/home-blocks/?variant=${variantOf(new URL(request.url))}`);
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.homeBlocks');
export const headers = staffHeaders;

export default function StaffHomeBlocks() {
  const { blocks, variant, deleted } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const titleOf = (b: StaffHomeBlock) => b.titleRu || b.titleEn || b.titleKk;
  const columns: ListColumn<StaffHomeBlock>[] = [
    {
      key: 'title',
      label: t('staff.homeBlocks.title'),
      cell: (b) => <Link to={`/staff/home-blocks/${b.id}/`}>{titleOf(b)}</Link>,
      csv: titleOf,
    },
    {
      key: 'kind',
      label: t('staff.homeBlocks.kind'),
      cell: (b) => t(`staff.homeBlocks.kind.${b.kind}`),
      csv: (b) => b.kind,
    },
    {
      key: 'target',
      label: t('staff.homeBlocks.target'),
      cell: (b) => (b.kind === 'banner' ? (b.link ?? '—') : (b.collection ?? t('staff.homeBlocks.allProducts'))),
      csv: (b) => (b.kind === 'banner' ? (b.link ?? '') : (b.collection ?? '')),
    },
    {
      key: 'published',
      label: t('staff.homeBlocks.published'),
      cell: (b) =>
        `${t(b.published ? 'staff.homeBlocks.shown' : 'staff.homeBlocks.hidden')}${
          b.pendingChanges ? ` · ${t('staff.homeBlocks.pendingMark')}` : ''
        }`,
      csv: (b) => (b.published ? 'yes' : ''),
    },
    {
      key: 'order',
      label: t('staff.homeBlocks.order'),
      cell: (b) => (
        <Form method="post" className="home-blocks__move">
          <input type="hidden" name="id" value={b.id} />
          <SubmitButton name="direction" value="up" disabled={b.id === blocks[0]?.id}>
            {t('staff.homeBlocks.up', { title: titleOf(b) })}
          </SubmitButton>
          <SubmitButton name="direction" value="down" disabled={b.id === blocks.at(-1)?.id}>
            {t('staff.homeBlocks.down', { title: titleOf(b) })}
          </SubmitButton>
        </Form>
      ),
      csv: (b) => String(b.position),
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.homeBlocks')}</h1>
      {deleted ? (
        <p role="status" className="staff-page__done">
          {t('staff.homeBlocks.deleted')}
        </p>
      ) : null}
      <Form method="get" className="staff-list__controls">
        <SelectField label={t('staff.content.variant')} name="variant" defaultValue={variant}>
          {VARIANT_KEYS.map((v) => (
            <option key={v} value={v}>
              {t(`staff.variant.${v}`)}
            </option>
          ))}
        </SelectField>
        <SubmitButton>{t('staff.list.apply')}</SubmitButton>
      </Form>
      <p>
        <Link to={`/staff/home-blocks/new/?variant=${variant}`} className="button button--primary">
          {t('staff.homeBlocks.new')}
        </Link>{' '}
        <a href={buildPath('MainIndex', variant)}>{t('staff.homeBlocks.openHome')}</a>
      </p>
      <nav aria-label={t('staff.homeBlocks.preview')} className="content-editor__previews">
        <ul>
          {VARIANTS[variant].locales.map((locale) => (
            <li key={locale}>
              {/* The shop's own language switch: the preview opens in this language, as a shopper's page would. */}
              <Form method="post" action="/_actions/locale/" reloadDocument>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="back" value={`${buildPath('MainIndex', variant)}?preview=1`} />
                <SubmitButton>
                  {t('staff.homeBlocks.previewIn', {
                    shop: t(`staff.variant.${variant}`),
                    language: t(`staff.content.lang.${contentLang(locale)}`),
                  })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      </nav>
      {blocks.length === 0 ? (
        <p>{t('staff.homeBlocks.empty')}</p>
      ) : (
        <>
          <CsvExport rows={blocks} columns={columns} name={`home-blocks-${variant}`} />
          <ListTable rows={blocks} rowKey={(b) => b.id} columns={columns} />
        </>
      )}
    </section>
  );
}
