/**
 * The login prompt: opened by an action that needs authorization or by a 401. Closing it resets
 * the forms (they unmount) and runs the success or the cancel callback. The forms are not in the
 * page's first load: their code, and the modal's, is fetched once the page is idle (or when the
 * prompt opens first).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { whenIdle } from '../../lib/when-idle';
import { focusableIn } from '../../ui/focus-trap';
import { LazyModal } from '../../ui/lazy-modal';
import { Skeleton, SkeletonShape } from '../../ui/skeleton';

const loadAuthFlow = () => import('./auth-flow');
const AuthFlow = lazy(() => loadAuthFlow().then((m) => ({ default: m.AuthFlow })));

export function AuthModal() {
  const { t } = useI18n();
  const { authPrompt, closeAuth, isAuthorized, user } = useUserState();
  // Closed during the profile step, the shopper is still logged in: that counts as success.
  const loggedIn = useRef(false);
  const close = (authorized: boolean) => {
    loggedIn.current = false;
    closeAuth(authorized);
  };
  useEffect(() => {
    // A failed early fetch (a deploy took the chunk away: lib/reload-guard.ts) is no error yet; opening the prompt tries again.
    return whenIdle(() => void loadAuthFlow().catch(() => {}));
  }, []);
  return (
    <LazyModal open={authPrompt.open} onClose={() => close(isAuthorized || loggedIn.current)} title={t('auth.title')}>
      {authPrompt.open ? (
        <Suspense fallback={<PhoneStepShape />}>
          <AuthFlow
            user={isAuthorized ? user : undefined}
            onLoggedIn={() => {
              loggedIn.current = true;
            }}
            onDone={() => close(true)}
          />
          <FocusFirstControl />
        </Suspense>
      ) : null}
    </LazyModal>
  );
}

/** The phone step's shape while the forms' code arrives: the phone field, the consent and the button. */
function PhoneStepShape() {
  return (
    <Skeleton className="auth-form">
      <div className="form-field">
        <SkeletonShape kind="text" width="8em" />
        <SkeletonShape className="form-field__input" />
      </div>
      <div className="form-field">
        <SkeletonShape kind="text" />
        <SkeletonShape kind="text" width="70%" />
      </div>
      <SkeletonShape className="button" />
    </Skeleton>
  );
}

/**
 * When the forms arrive after the dialog opened, the dialog itself holds the focus: it moves to the
 * first field, as it would have had the forms been there from the start.
 */
function FocusFirstControl() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const body = marker.current?.closest<HTMLElement>('.modal__body');
    const active = document.activeElement;
    if (body && active instanceof HTMLElement && !body.contains(active) && active.contains(body)) {
      focusableIn(body)[0]?.focus();
    }
  }, []);
  return <span ref={marker} hidden />;
}
