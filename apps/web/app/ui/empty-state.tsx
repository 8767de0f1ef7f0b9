/**
 * What a list shows when it has nothing to list: a message, an optional icon above it and an
 * optional way on (usually a link to where things are found). One look for every empty list.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export function EmptyState({ message, icon, children }: { message: string; icon?: IconName; children?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon ? <Icon name={icon} size={40} className="empty-state__icon" /> : null}
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
