/**
 * Login by phone and SMS code, then the profile step when the profile is incomplete (spec
 * section 4, Authorization flow). Used inside the login modal and on the login page.
 */
import { LOGIN_CODE_PATTERN } from '@storefront/domain/constants';
import { checkPhone, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { UserBlock } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CheckboxField } from '../../ui/form-fields';
import { PhoneField } from '../../ui/masked-fields';
import { ProfileFields, profileBody, profileErrors, useProfileValues } from '../../ui/profile-fields';
import { SmsCodeField } from '../../ui/sms-code-field';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import { logInWithCode, type SmsSent, saveProfile, sendSmsCode } from './use-auth-api';

type Step = 'phone' | 'code' | 'profile';

export interface AuthFlowProps {
  /** Called once the shopper is logged in and the profile is complete, or its step skipped. */
  onDone: (user: UserBlock) => void;
  /** Called as soon as the code is accepted, before the profile step. */
  onLoggedIn?: (user: UserBlock) => void;
  /** A shopper already logged in with an incomplete profile starts at the profile step. */
  user?: UserBlock | undefined;
}

export function AuthFlow({ onDone, onLoggedIn, user: known }: AuthFlowProps) {
  const [step, setStep] = useState<Step>(known?.isAuthorized && !known.isValid ? 'profile' : 'phone');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<SmsSent | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const [user, setUser] = useState<UserBlock | null>(known?.isAuthorized ? known : null);
  // One AuthForm across the steps: consent given with the phone is not asked again for the profile.
  const [consent, setConsent] = useState(false);

  if (step === 'profile' && user) return <ProfileStep user={user} consented={consent} onDone={onDone} />;
  if (step === 'code' && sent) {
    return (
      <CodeStep
        key={sentCount}
        phone={phone}
        sent={sent}
        onResent={(s) => {
          setSent(s);
          setSentCount((n) => n + 1);
        }}
        onEditPhone={() => {
          // Editing the phone forgets the sent SMS and its wait time.
          setSent(null);
          setStep('phone');
        }}
        onLoggedIn={(u) => {
          onLoggedIn?.(u);
          setUser(u);
          if (u.isValid) onDone(u);
          else setStep('profile');
        }}
      />
    );
  }
  return (
    <PhoneStep
      phone={phone}
      onPhone={setPhone}
      consent={consent}
      onConsent={setConsent}
      onSent={(s) => {
        setSent(s);
        setStep('code');
      }}
    />
  );
}

/**
 * A step's request: busy while it runs, the server's field errors when it fails. Answers that
 * arrive after the form is gone (the modal closed) are ignored.
 */
function useStepRequest() {
  const { t } = useI18n();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run<T>(request: () => Promise<T>, onDone: (result: T) => void): Promise<void> {
    setBusy(true);
    setErrors({});
    try {
      const result = await request();
      if (mounted.current) onDone(result);
    } catch (error) {
      if (mounted.current) setErrors(fieldErrorsOf(error, t));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}

function PhoneStep({
  phone,
  onPhone,
  consent,
  onConsent,
  onSent,
}: {
  phone: string;
  onPhone: (v: string) => void;
  consent: boolean;
  onConsent: (v: boolean) => void;
  onSent: (s: SmsSent) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const { errors, setErrors, busy, run } = useStepRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const phoneError = checkPhone(phone, variant);
    if (phoneError) found.phoneNumber = t(phoneError);
    if (!consent) found.confirmAgreements = t(MESSAGE_KEYS.consent);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(() => sendSmsCode(variant, phone), onSent);
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <PhoneField
        label={t('auth.phone')}
        name="phoneNumber"
        value={phone}
        onValueChange={onPhone}
        error={errors.phoneNumber ?? errors.cb}
      />
      <ConsentField checked={consent} onChange={onConsent} error={errors.confirmAgreements} />
      <FormError message={errors.form} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.sending') : t('auth.getCode')}
      </button>
    </form>
  );
}

function CodeStep({
  phone,
  sent,
  onResent,
  onEditPhone,
  onLoggedIn,
}: {
  phone: string;
  sent: SmsSent;
  onResent: (s: SmsSent) => void;
  onEditPhone: () => void;
  onLoggedIn: (u: UserBlock) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const [code, setCode] = useState('');
  const { errors, setErrors, busy, run } = useStepRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!LOGIN_CODE_PATTERN.test(code.trim())) {
      setErrors({ phoneCode: t(MESSAGE_KEYS.code) });
      return;
    }
    await run(() => logInWithCode(variant, phone, code.trim()), onLoggedIn);
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <SmsCodeField
        note={t('auth.codeSent', { phone })}
        sent={sent}
        value={code}
        onChange={setCode}
        error={errors.phoneCode ?? errors.phoneNumber}
        onResend={() => run(() => sendSmsCode(variant, phone), onResent)}
        busy={busy}
      />
      <FormError message={errors.form} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('auth.submitCode')}
      </button>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={onEditPhone}>
          {t('auth.editPhone')}
        </button>
      </div>
    </form>
  );
}

function ProfileStep({
  user,
  consented,
  onDone,
}: {
  user: UserBlock;
  /** Consent given at the phone step of this login; a returning incomplete profile asks for it. */
  consented: boolean;
  onDone: (u: UserBlock) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const [profile, changeProfile] = useProfileValues(user);
  const [consent, setConsent] = useState(consented);
  const { errors, setErrors, busy, run } = useStepRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = profileErrors(profile, t);
    if (!consent) found.confirmAgreements = t(MESSAGE_KEYS.consent);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(() => saveProfile(variant, profileBody(profile)), onDone);
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <h3 className="auth-form__title">{t('auth.profileTitle')}</h3>
      <ProfileFields values={profile} onChange={changeProfile} errors={errors} />
      {consented ? null : <ConsentField checked={consent} onChange={setConsent} error={errors.confirmAgreements} />}
      <FormError message={errors.form} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('auth.save')}
      </button>
      {/* The shopper is logged in already; the account asks for the profile again (spec: the local-profile check). */}
      <p className="auth-form__note">{t('auth.profileLater')}</p>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={() => onDone(user)} disabled={busy}>
          {t('auth.profileSkip')}
        </button>
      </div>
    </form>
  );
}

/** The form-wide error of a step (a failure that belongs to no field). */
function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="auth-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Consent to personal data processing: the phone step asks for it, the profile step only if not given yet. */
function ConsentField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <CheckboxField
      label={t('auth.consent')}
      name="confirmAgreements"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      error={error}
    />
  );
}
