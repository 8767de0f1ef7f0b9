/** A question with Confirm and Cancel on the shared Modal; it cannot be closed while the action runs. */
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { Modal } from './modal';

export function ConfirmModal({
  open,
  title,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onCancel} title={title} disableClose={busy}>
      {children}
      <div className="confirm-actions">
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
          {t('common.confirm')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
