/** What every personal account page loads besides its own data: the menu's counters. */
import type { Api } from '../../lib/api';
import type { AccountSummary } from '../../lib/api-types';

export const PRIVATE = { 'cache-control': 'private, no-store' };

export function loadSummary(api: Api): Promise<AccountSummary> {
  return api.get('/users/account-summary');
}
