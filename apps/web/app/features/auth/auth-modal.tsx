/**
 * The login prompt: opened by an action that needs authorization or by a 401. Closing it resets
 * the forms (they unmount) and runs the success or the cancel callback.
 */
import { useRef } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { Modal } from '../../ui/modal';
import { AuthFlow } from './auth-flow';

export function AuthModal() {
  const { t } = useI18n();
  const { authPrompt, closeAuth, isAuthorized, user } = useUserState();
  // Closed during the profile step, the shopper is still logged in: that counts as success.
  const loggedIn = useRef(false);
  const close = (authorized: boolean) => {
    loggedIn.current = false;
    closeAuth(authorized);
  };
  return (
    <Modal open={authPrompt.open} onClose={() => close(isAuthorized || loggedIn.current)} title={t('auth.title')}>
      {authPrompt.open ? (
        <AuthFlow
          user={isAuthorized ? user : undefined}
          onLoggedIn={() => {
            loggedIn.current = true;
          }}
          onDone={() => close(true)}
        />
      ) : null}
    </Modal>
  );
}
