/**
 * Shares the favourites: the link is the current address plus the sharing hash, copied to the
 * clipboard with an info toast; the button says so for 1.5 s. A failure shows the default error title.
 */
import { CLIPBOARD_COPIED_MS } from '@storefront/domain/constants';
import { buildPath } from '@storefront/domain/routes';
import { useEffect, useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { useToast } from '../../ui/toast';

export function ShareButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { delegate } = useAppBridge();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    try {
      const { hash } = await clientApi(variant).post('/favorites/shared');
      const link = new URL(buildPath('FavoritesIndex', variant, { sharingHash: hash }), window.location.origin);
      // In the app the link goes to the app's share sheet instead of the clipboard.
      if (delegate('shareFavourites', { url: link.toString() })) return;
      await navigator.clipboard.writeText(link.toString());
      setCopied(true);
      toast.show(t('favourites.copied'), 'info');
    } catch {
      toast.show(t('errors.default.title'), 'error');
    }
  }

  return (
    <button type="button" className="button" onClick={share} data-copied={copied || undefined}>
      {copied ? t('favourites.copied') : t('favourites.share')}
    </button>
  );
}
