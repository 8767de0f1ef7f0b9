/**
 * The page's side of the mobile-app bridge (docs/mobile-app-bridge.md): the web login prompt unless
 * the app shows its own, and inside the app (either mode) the rest, whose code is fetched only there
 * (shell/in-app-bridge.tsx). Neither renders anything on the server.
 */
import { appReceiver } from '../lib/bridge/receive';
import { useAppBridge } from '../lib/bridge/use-app-bridge';
import { useUserState } from '../lib/user-state';
import { lazyAtOnce, lazyPopup } from '../ui/lazy-popup';

// The login prompt's code comes when the page is idle, or when the prompt first opens.
const AuthModal = lazyPopup<{ open: boolean }>(() => import('../features/auth/auth-modal').then((m) => m.AuthModal));
const InAppBridge = lazyAtOnce(() => import('./in-app-bridge').then((m) => m.InAppBridge));

// `window.appBridge` exists from the first script on: the app may answer before the page hydrated,
// and its messages wait for their listeners.
if (typeof window !== 'undefined') appReceiver();

export function AppBridge() {
  const { inApp, canDelegate } = useAppBridge();
  const { authPrompt } = useUserState();
  // Decided while rendering, so the web prompt never flashes before the app's.
  const authInApp = authPrompt.open && canDelegate('openAuthorization');
  return (
    <>
      {authInApp ? null : <AuthModal open={authPrompt.open} />}
      {inApp ? <InAppBridge authInApp={authInApp} /> : null}
    </>
  );
}
