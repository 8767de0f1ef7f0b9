/** Additional information (delivery, payment, return, for business) from the static content blocks. */

import { useState } from 'react';
import type { StaticContent } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { LazyModal } from '../../ui/lazy-modal';

export function InfoLinks({ blocks }: { blocks: StaticContent[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<StaticContent | null>(null);
  return (
    <nav className="info-links" aria-label={t('product.info.title')}>
      <ul>
        {blocks.map((b) => (
          <li key={b.key}>
            <button type="button" className="link-button" onClick={() => setOpen(b)}>
              {b.title}
            </button>
          </li>
        ))}
      </ul>
      <LazyModal open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''} className="info-modal">
        {open?.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {open?.url ? (
          <p>
            <a href={open.url}>{t('content.readMore')}</a>
          </p>
        ) : null}
      </LazyModal>
    </nav>
  );
}
