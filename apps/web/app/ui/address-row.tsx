/**
 * One saved address in a list, as the personal account and the basket's address modal show it:
 * its line, the place's own action or note (make default, deliver here, …) and edit / delete.
 */
import type { ReactNode } from 'react';
import { addressLine } from '../lib/address-line';
import type { Address } from '../lib/api-types';
import { useI18n } from '../lib/i18n';

export function AddressRow({
  address,
  chosen,
  action,
  onEdit,
  onDelete,
}: {
  address: Address;
  /** Marked as the chosen one (the default address, the courier's address). */
  chosen: boolean;
  /** The place's own action or note, given the address's line (for the buttons' names). */
  action: (line: string) => ReactNode;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}) {
  const { t } = useI18n();
  const line = addressLine(t, address);
  return (
    <li className={`address-list__item${chosen ? ' address-list__item--chosen' : ''}`}>
      <p className="address-list__line">{line}</p>
      <div className="address-list__actions">
        {action(line)}
        <button
          type="button"
          className="link-button"
          aria-label={`${t('basketDelivery.address.change')}: ${line}`}
          onClick={() => onEdit(address)}
        >
          {t('basketDelivery.address.change')}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={`${t('basketDelivery.address.delete')}: ${line}`}
          onClick={() => onDelete(address)}
        >
          {t('basketDelivery.address.delete')}
        </button>
      </div>
    </li>
  );
}
