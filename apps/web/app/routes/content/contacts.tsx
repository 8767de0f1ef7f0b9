import { buildPath } from '@storefront/domain/routes';
import { data, useLoaderData } from 'react-router';
import { ContentBlocks } from '../../features/content/content-blocks';
import { contentMeta } from '../../features/content/page-meta';
import { PreviewNote, previewMeta } from '../../features/content/preview-note';
import { previewHeaders, STAFF_HEADERS } from '../../features/staff/staff-page';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { contentSlots } from '../../shell/content-slots';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { StoresMap } from '../../ui/stores-map';
import type { Route } from './+types/contacts';
import { loadEntry } from './content.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, shops] = await Promise.all([
    loadEntry(request, context),
    createApi(request, context)
      .get('/shops')
      .catch(() => null),
  ]);
  return data({ ...page, mapsApiKey: shops?.mapsApiKey ?? null }, page.preview ? { headers: STAFF_HEADERS } : {});
}

export const headers: Route.HeadersFunction = previewHeaders;

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page }) =>
  page
    ? previewMeta(
        page.preview,
        contentMeta({
          title: page.entry.meta.title,
          description: page.entry.meta.description,
          keywords: page.entry.meta.keywords,
          canonical: page.canonical,
          alternates: page.entry.alternates,
          breadcrumbs: [...page.breadcrumbs, { text: page.entry.meta.h1, url: page.entry.url }],
        }),
      )
    : [];

export default function Contacts() {
  const { entry, breadcrumbs, mapsApiKey, preview } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const phone = layout?.customerPhone;
  const center = layout?.mapCenter;
  return (
    <article className="content-entry contacts">
      {preview ? <PreviewNote editUrl={preview.editUrl} /> : null}
      <Breadcrumbs items={breadcrumbs} current={entry.meta.h1} />
      <h1>{entry.meta.h1}</h1>
      {phone ? (
        <section className="contacts__phone" aria-labelledby="contacts-phone">
          <h2 id="contacts-phone">{t('contacts.phone')}</h2>
          <p>
            <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`} className="contacts__number">
              {phone.number}
            </a>
          </p>
          {phone.tollFree ? <p>{t('contacts.tollFree')}</p> : null}
        </section>
      ) : null}
      <ContentBlocks blocks={entry.body} slots={contentSlots} />
      {layout ? (
        <p>
          <a href={buildPath('ShopsIndex', layout.variant)}>{t('shops.allShops')}</a>
        </p>
      ) : null}
      {center ? (
        <StoresMap
          apiKey={mapsApiKey}
          places={[{ id: 0, title: t('contacts.office'), coordinates: center }]}
          zoom={14}
          label={t('contacts.officeMap')}
        />
      ) : null}
    </article>
  );
}
