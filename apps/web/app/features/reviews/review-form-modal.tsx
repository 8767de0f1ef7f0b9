/**
 * The add-review form (spec section 4, review flow): opens prefilled with the user's name and
 * e-mail; empty fields are caught before sending; server field errors land on their fields; on
 * success the thank-you modal shows and the form resets.
 */
import { checkEmail, checkRequired } from '@storefront/domain/validation/fields';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useVariant } from '../../lib/variant';
import { CheckboxField, TextAreaField, TextField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { type ReviewDraft, sendReview } from './reviews-api';

type Field = 'userName' | 'email' | 'title' | 'text' | 'assessment' | 'confirmAgreements' | 'form';
type Errors = Partial<Record<Field, string>>;

function emptyDraft(productId: number, user?: { name: string; email: string }): ReviewDraft {
  return {
    productId,
    title: '',
    text: '',
    userName: user?.name ?? '',
    email: user?.email ?? '',
    assessment: 5,
    confirmAgreements: false,
  };
}

/** Client checks use the same rules as the server; the server has the last word. */
function checkDraft(d: ReviewDraft): Errors {
  const errors: Errors = {};
  const text = checkRequired(d.text);
  const name = checkRequired(d.userName);
  const email = checkEmail(d.email);
  if (text) errors.text = text;
  if (name) errors.userName = name;
  if (email) errors.email = email;
  if (!d.confirmAgreements) errors.confirmAgreements = 'validation.consentRequired';
  return errors;
}

const FIELDS = new Set<string>(['userName', 'email', 'title', 'text', 'assessment', 'confirmAgreements']);

function serverErrors(error: unknown): Errors {
  if (error instanceof ApiError && error.status === 429) return { form: 'reviews.rateLimited' };
  if (error instanceof ApiError && error.fields.length > 0) {
    const errors: Errors = {};
    for (const f of error.fields) errors[(FIELDS.has(f.name) ? f.name : 'form') as Field] = f.message;
    return errors;
  }
  return { form: 'common.requestErrors.fallback' };
}

export function ReviewFormModal({
  open,
  onClose,
  onSent,
  productId,
  productName,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
  productId: number;
  productName: string;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const user = useLayout()?.user;
  const prefillName = user?.isAuthorized ? user.name : '';
  const prefillEmail = user?.isAuthorized ? user.email : '';
  const prefill = prefillName || prefillEmail ? { name: prefillName, email: prefillEmail } : undefined;
  const [draft, setDraft] = useState(() => emptyDraft(productId, prefill));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  // Each opening starts without stale errors; a user who logged in meanwhile gets the prefill.
  useEffect(() => {
    if (!open) return;
    setErrors({});
    if (prefillName || prefillEmail) {
      setDraft((d) => (d.userName || d.email ? d : { ...d, userName: prefillName, email: prefillEmail }));
    }
  }, [open, prefillName, prefillEmail]);

  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await sendReview(variant, draft);
      setDraft(emptyDraft(productId, prefill));
      setErrors({});
      onSent();
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setSending(false);
    }
  }

  const err = (field: Field) => (errors[field] ? t(errors[field]) : null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reviews.form.title')}
      disableClose={sending}
      className="review-form-modal"
    >
      <p className="review-form__product">{productName}</p>
      <form className="review-form" onSubmit={submit} noValidate>
        <fieldset className="review-form__assessment">
          <legend>{t('reviews.form.assessment')}</legend>
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="review-form__star">
              <input
                type="radio"
                name="assessment"
                value={n}
                checked={draft.assessment === n}
                onChange={() => set('assessment', n)}
              />
              <span>{t('reviews.stars', { count: n })}</span>
            </label>
          ))}
          {err('assessment') ? (
            <p className="form-field__error" role="alert">
              {err('assessment')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('reviews.form.userName')}
          name="userName"
          autoComplete="name"
          value={draft.userName}
          onChange={(e) => set('userName', e.target.value)}
          error={err('userName')}
        />
        <TextField
          label={t('reviews.form.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          error={err('email')}
        />
        <TextField
          label={t('reviews.form.headline')}
          name="title"
          value={draft.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
          error={err('title')}
        />
        <TextAreaField
          label={t('reviews.form.text')}
          name="text"
          rows={5}
          maxLength={5000}
          value={draft.text}
          onChange={(e) => set('text', e.target.value)}
          error={err('text')}
        />
        <CheckboxField
          label={t('reviews.form.consent')}
          name="confirmAgreements"
          checked={draft.confirmAgreements}
          onChange={(e) => set('confirmAgreements', e.target.checked)}
          error={err('confirmAgreements')}
        />
        {err('form') ? (
          <p className="form-field__error" role="alert">
            {err('form')}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {sending ? t('reviews.form.sending') : t('reviews.form.submit')}
        </button>
      </form>
    </Modal>
  );
}

export function ReviewThanksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('reviews.thanks.title')}>
      <p>{t('reviews.thanks.text')}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('reviews.thanks.close')}
      </button>
    </Modal>
  );
}
