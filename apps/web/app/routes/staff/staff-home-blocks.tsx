/**
 * /staff/home-blocks/: a variant's home page blocks in page order (content editors): banners and
 * product collections, shown or hidden, each moved up or down by its buttons (no JavaScript needed).
 * A move among shown blocks waits as the variant's pending order, drawn here and in the preview, until
 * it is published or discarded; a move from an order someone changed since is refused and the list
 * reloaded. The preview buttons open the variant's home page with every block, hidden ones too, in
 * each of its languages.
 */

import { contentLang } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { CsvExport, type ListColumn, ListTable } from '../../features/staff/list-kit';
import { PendingChangeActions } from '../../features/staff/pending-change-actions';
import { PreviewLanguages } from '../../features/staff/preview-languages';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffHomeBlock } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton } from '../../ui/form-fields';
import type { Route } from './+types/staff-home-blocks';

const variantOf = (url: URL): VariantKey => {
  const v = url.searchParams.get('variant');
  return VARIANT_KEYS.find((k) => k === v) ?? 'ru';
};

const DONE = {
  deleted: 'staff.homeBlocks.deleted',
  publish: 'staff.homeBlocks.orderPublished',
  discard: 'staff.homeBlocks.orderDiscarded',
  stale: 'staff.homeBlocks.orderStale',
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = variantOf(url);
  const page = await loadStaffPage(request, context, (api) =>
    Promise.all([
      api.get('/staff/home-blocks', { params: { query: { variant } } }),
      api.get('/staff/home-blocks/order/{variant}', { params: { path: { variant } } }),
    ]),
  );
  const [blocks, order] = page.data;
  const done = url.searchParams.has('deleted') ? 'deleted' : url.searchParams.get('done');
  return { blocks, order, variant, done: done && done in DONE ? (done as keyof typeof DONE) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const api = createApi(request, context);
  const variant = variantOf(new URL(request.url));
  const intent = form.get('intent');
  const back = (done?: keyof typeof DONE) =>
    redirect(`/staff/home-blocks/?variant=${variant}${done ? `&done=${done}` : ''}`);
  try {
    const path = { variant };
    // The order the editor saw: a move, publish or discard from an order changed since gets 409.
    const seenText = String(form.get('seen') ?? '');
    const seen = seenText.split(',').filter(Boolean).map(Number);
    if (intent === 'publish' || intent === 'discard') {
      const params = { path, query: { seen: seenText } };
      if (intent === 'publish') await api.post('/staff/home-blocks/order/{variant}/publish', { params });
      else await api.delete('/staff/home-blocks/order/{variant}/draft', { params });
      return back(intent);
    }
    await api.post('/staff/home-blocks/{id}/move', {
      params: { path: { id: Number(form.get('id')) } },
      body: { direction: form.get('direction') === 'up' ? 'up' : 'down', seen },
    });
    return back();
  } catch (error) {
    // Someone moved, added or deleted a block since this list was drawn: show the order as it is now.
    if (error instanceof ApiError && error.status === 409) return back('stale');
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.homeBlocks');
export const headers = staffHeaders;

export default function StaffHomeBlocks() {
  const { blocks, order, variant, done } = useLoaderData<typeof loader>();
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
          <input type="hidden" name="seen" value={order.blockIds.join(',')} />
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
      {done ? (
        <p role="status" className="staff-page__done">
          {t(DONE[done])}
        </p>
      ) : null}
      {order.pendingChanges ? (
        <div className="content-editor__state">
          <p>{t('staff.homeBlocks.orderPending')}</p>
          <PendingChangeActions version={order.blockIds.join(',')} versionName="seen" />
        </div>
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
      <PreviewLanguages
        label={t('staff.homeBlocks.preview')}
        url={`${buildPath('MainIndex', variant)}?preview=1`}
        locales={VARIANTS[variant].locales}
        name={(locale) =>
          t('staff.homeBlocks.previewIn', {
            shop: t(`staff.variant.${variant}`),
            language: t(`staff.content.lang.${contentLang(locale)}`),
          })
        }
      />
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
