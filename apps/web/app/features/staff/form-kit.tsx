/**
 * The back office's form kit, beside the list kit: an editor page is a header, a form and its sections.
 * The labelled fields themselves are ui/form-fields (each error and help tied to its control); the kit
 * adds what every editor repeats — the API's field errors (its 400 shape) in the page's words with their
 * summary at the form's top, the form that keeps an editor's copy through a refused save, sections, and
 * the submit bar that says when it is saving.
 *
 *   const errors = useFieldErrors(result?.fields, { title: t('…title') });
 *   <StaffPageHeader back={{ to: '/staff/…/', label: t('…back') }} title={…} done={doneText} />
 *   <EditorForm errors={errors} errorsTitle={t('…errors')} version={values.updatedAt} formKey={…} …>
 *     <TextField label={…} name="title" error={errors.error('title')} />
 *     <FormSection legend={t('…hours')} help={t('…hoursHelp')}>…</FormSection>
 *     <SubmitBar label={t('staff.content.save')} />
 *   </EditorForm>
 *
 * Every form posts to the page's own action, so editors work without JavaScript.
 */
import type { FieldError } from '@storefront/domain/errors';
import type { ComponentProps, ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorText } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { SelectField, SubmitButton } from '../../ui/form-fields';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { SavedMeanwhile } from './saved-meanwhile';

export interface FieldErrors {
  /** The message of field `name`, in the page's words, or null. */
  error: (name: string) => string | null;
  /** The faulty fields named in `labels`, in their order, for the summary. */
  summary: SummaryItem[];
}

/**
 * The API's field errors of a refused save (its 400 shape), in the page's words: `wording` gives a
 * field its page's own message (null: none; undefined: the API's message key, as fieldErrorText words it).
 */
export function useFieldErrors(
  fields: readonly FieldError[] | undefined,
  labels: Readonly<Record<string, string>>,
  wording: (name: string) => string | null | undefined = () => undefined,
): FieldErrors {
  const { t } = useI18n();
  const error = (name: string) => {
    const own = wording(name);
    return own === undefined ? fieldErrorText(t, fields, name) : own;
  };
  const summary = Object.entries(labels).flatMap(([name, label]) => {
    const message = error(name);
    return message ? [{ label, message }] : [];
  });
  return { error, summary };
}

/** An editor page's top: the way back, the title, and what the last action did. */
export function StaffPageHeader({
  back,
  title,
  done,
  children,
}: {
  back?: { to: string; label: string };
  title: string;
  /** The last action's outcome ("Saved"), announced as a status. */
  done?: string | null;
  /** Lines below the title (what the item is). */
  children?: ReactNode;
}) {
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
      <h1>{title}</h1>
      {children}
      <DoneStatus text={done} />
    </>
  );
}

/** The outcome of the page's last action, announced as a status. */
export function DoneStatus({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="status" className="staff-page__done">
      {text}
    </p>
  ) : null;
}

/**
 * An editor's form: the summary of its faulty fields at the top, the version it was loaded from
 * (`updatedAt`, so a stale save is refused), and, after such a refusal, the notice with the link to
 * the version saved meanwhile. The form is drawn afresh for each version (`formKey`), but keeps the
 * editor's copy when the save was refused because someone saved meanwhile. Enter in a field saves:
 * the form's first submit button is a hidden "save", not a section's own button.
 */
export function EditorForm({
  errors,
  errorsTitle,
  version,
  formKey,
  savedMeanwhile,
  savedUrl,
  upload = false,
  className = '',
  children,
}: {
  errors: FieldErrors;
  /** The summary's title; without it, no summary (each field still tells its own error). */
  errorsTitle?: string;
  /** The item's version as this form has it ('' for a new item). */
  version: string;
  formKey: string;
  /** When someone saved the item after this form was loaded. */
  savedMeanwhile?: string | undefined;
  /** Where that version is; without it, no notice (a new item has none). */
  savedUrl?: string | null | undefined;
  /** The form sends files. */
  upload?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={upload ? 'multipart/form-data' : undefined}
      className={`staff-form content-editor__form ${className}`.trim()}
      key={savedMeanwhile ? `kept-${savedMeanwhile}` : formKey}
      noValidate
    >
      {errorsTitle ? <ErrorSummary title={errorsTitle} items={errors.summary} /> : null}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="updatedAt" value={version} />
      {savedMeanwhile && savedUrl ? <SavedMeanwhile time={savedMeanwhile} savedUrl={savedUrl} /> : null}
      {children}
    </Form>
  );
}

/** A labelled select of the options given, in their order. */
export function ChoiceField({
  options,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'children'> & {
  options: readonly { value: string; label: string }[];
}) {
  return (
    <SelectField {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A group of a form's fields under its legend, with an optional hint below the legend. */
export function FormSection({
  legend,
  help,
  className,
  children,
}: {
  legend: string;
  help?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {help ? <p className="content-editor__help">{help}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The form's save button (intent "save"): it reads "Saving…" while that save is under way, and, as
 * every submit button, is disabled until the page answers, so a save is not sent twice.
 */
export function SubmitBar({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <div className="staff-form__submit">
      <SubmitButton primary name="intent" value="save" aria-busy={saving || undefined}>
        {saving ? t('staff.form.saving') : label}
      </SubmitButton>
      {children}
    </div>
  );
}

/** A form of one button posting `intent` (and the fields given) to the page's own action. */
export function IntentButton({
  intent,
  label,
  primary = false,
  fields = {},
  className,
}: {
  intent: string;
  label: string;
  primary?: boolean;
  fields?: Readonly<Record<string, string>>;
  className?: string;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton primary={primary}>{label}</SubmitButton>
    </Form>
  );
}
