/** Logout asks for confirmation in a modal; then the session ends and the shopper lands on the home page. */
import { buildPath } from '@storefront/domain/routes';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const { logout } = useUserState();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className={className ?? 'link-button'} onClick={() => setOpen(true)}>
        {t('account.menu.logout')}
      </button>
      <ConfirmModal
        open={open}
        title={t('account.logout.confirm')}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await logout();
            // A full load: every per-user piece of the page starts again as a guest's.
            window.location.assign(buildPath('MainIndex', variant));
          } catch {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
