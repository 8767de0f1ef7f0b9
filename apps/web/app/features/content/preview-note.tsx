/** The bar over a storefront page drawing a content editor's preview: shoppers never see this page. */
import type { MessageId } from '@storefront/domain/i18n/catalogue';
import type { MetaDescriptor } from 'react-router';
import { useI18n } from '../../lib/i18n';

/** A preview page's head: the page's own, not indexed. */
export function previewMeta(preview: unknown, meta: MetaDescriptor[]): MetaDescriptor[] {
  return preview ? [...meta, { name: 'robots', content: 'noindex, nofollow' }] : meta;
}

/** The bar over the page saying so (`note`: what is previewed), with the way back to the editor. */
export function PreviewNote({ editUrl, note = 'staff.content.previewPage' }: { editUrl: string; note?: MessageId }) {
  const { t } = useI18n();
  return (
    <p className="preview-note" role="note">
      {t(note)} <a href={editUrl}>{t('staff.content.edit')}</a>
    </p>
  );
}
