/**
 * The state of a form in a modal that changes one thing, or adds one when the subject is null: it is
 * filled from the subject while the opening modal renders (not in an effect after it, so nothing typed
 * in its first moment is lost), and sent with a busy state that shows the API's field errors or message.
 */
import { useState } from 'react';
import { apiFieldErrors, apiMessage } from '../lib/field-messages';
import { useI18n } from '../lib/i18n';

export function useModalForm<S, V>(open: boolean, subject: S, fill: (subject: S) => V) {
  const { t } = useI18n();
  const [value, setValue] = useState<V>(() => fill(subject));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // What the open modal was filled from; undefined while it is closed.
  const [shownFor, setShownFor] = useState<S | undefined>(undefined);
  if (open && shownFor !== subject) {
    setShownFor(subject);
    setValue(fill(subject));
    setErrors({});
  } else if (!open && shownFor !== undefined) {
    setShownFor(undefined);
  }

  /** Runs the save; a refusal becomes field errors (or the form's own error under `form`). */
  async function send(save: () => Promise<void>) {
    setBusy(true);
    try {
      await save();
    } catch (e) {
      setErrors(apiFieldErrors(e, t) ?? { form: apiMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  return { value, setValue, errors, setErrors, busy, send, shownFor };
}
