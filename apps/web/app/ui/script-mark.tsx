/**
 * The `_js` field of a form the page's scripts send (a fetcher): its action answers data for the
 * page to show rather than redirecting, as it does for the same form sent by a browser without
 * JavaScript (lib/form-action.server.ts sentByScript).
 */
import { useHydrated } from '../lib/use-hydrated';

export function ScriptMark() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}
