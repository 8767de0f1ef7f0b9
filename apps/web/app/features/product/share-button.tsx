/**
 * Shares the product page. Inside the app the app's share sheet takes it (bridge `share`); a browser
 * with a share sheet (phones) opens it; anywhere else the link is copied with a toast. Shown once the
 * page is interactive: without scripts there is nothing it could do.
 */
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../../ui/icon';
import { useToast } from '../../ui/toast';

/** The page's address as a link for someone else: without the app's marker (the link opens in a browser) or the fragment. */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(APP_MODE_MARKERS.query);
  url.hash = '';
  return url.toString();
}

export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const toast = useToast();
  const { delegate } = useAppBridge();
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function share() {
    const url = shareableUrl(window.location.href);
    if (delegate('share', { url, title })) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        // The shopper closed the sheet; any other refusal falls back to the clipboard.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('share.copied'), 'info');
    } catch {
      toast.show(t('errors.default.title'), 'error');
    }
  }

  return (
    <button type="button" className="share-button" aria-label={t('share.action')} onClick={share}>
      <Icon name="share" />
    </button>
  );
}
