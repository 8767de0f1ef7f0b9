/**
 * Labelled form fields whose error message and help text are tied to the control (aria-invalid,
 * aria-describedby: the error first, then the help).
 */
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useNavigation } from 'react-router';

interface FieldProps {
  label: string;
  error?: string | null | undefined;
  /** A hint below the control (the format expected), read with it. */
  help?: string | undefined;
}

/** Ids and aria attributes of one field's control, its error and its help. */
function useField(error: FieldProps['error'], help?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ');
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
  const message = (
    <>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="form-field__help">
          {help}
        </p>
      ) : null}
    </>
  );
  return { id, aria, message };
}

function Labelled({
  id,
  label,
  error,
  children,
  message,
}: FieldProps & { id: string; children: ReactNode; message: ReactNode }) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      {message}
    </div>
  );
}

export function TextField({
  label,
  error,
  help,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, aria, message } = useField(error, help);
  return (
    <Labelled id={id} label={label} error={error} message={message}>
      <input id={id} className="form-field__input" {...aria} {...input} />
    </Labelled>
  );
}

export function TextAreaField({
  label,
  error,
  help,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, aria, message } = useField(error, help);
  return (
    <Labelled id={id} label={label} error={error} message={message}>
      <textarea id={id} className="form-field__input" {...aria} {...input} />
    </Labelled>
  );
}

export function SelectField({
  label,
  error,
  help,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { id, aria, message } = useField(error, help);
  return (
    <Labelled id={id} label={label} error={error} message={message}>
      <select id={id} className="form-field__input" {...aria} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const { id, aria, message } = useField(error);
  return (
    <div className={`form-check${error ? ' form-check--error' : ''}`}>
      <input id={id} type="checkbox" {...aria} {...input} />
      <label htmlFor={id}>{label}</label>
      {message}
    </div>
  );
}

/** A form's own error, one not tied to a field (a refusal, a failed request). */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="form-field__error">
      {message}
    </p>
  ) : null;
}

/**
 * A refusal the editor must not miss (the form's answer, not a field's): an alert that takes the
 * focus when it appears, so keyboard and screen-reader users land on it.
 */
export function FocusedAlert({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={className}>
      {children}
    </div>
  );
}

/**
 * A submit button of a route's form (its name and value tell the action which one was pressed):
 * disabled while any submission or navigation is under way, so a decision is not sent twice.
 */
export function SubmitButton({
  primary = false,
  disabled,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { primary?: boolean }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <button
      type="submit"
      className={primary ? 'button button--primary' : 'button'}
      disabled={busy || disabled}
      {...button}
    />
  );
}
