/** What every personal account page loads besides its own data: the menu's counters. */
import type { AccountSummary } from '@storefront/api/modules/account/account.schemas';
import type { Api } from '../../lib/api';

export const PRIVATE = { 'cache-control': 'private, no-store' };

export function loadSummary(api: Api): Promise<AccountSummary> {
  return api.get('/users/account-summary');
}
