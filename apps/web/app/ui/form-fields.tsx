/** Labelled form fields whose error message is tied to the control (aria-invalid, aria-describedby). */
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface FieldProps {
  label: string;
  error?: string | null | undefined;
}

/** Ids and aria attributes of one field's control and its error. */
function useField(error: FieldProps['error']) {
  const id = useId();
  const errorId = `${id}-error`;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  const message = error ? (
    <p id={errorId} className="form-field__error" role="alert">
      {error}
    </p>
  ) : null;
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

export function TextField({ label, error, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, aria, message } = useField(error);
  return (
    <Labelled id={id} label={label} error={error} message={message}>
      <input id={id} className="form-field__input" {...aria} {...input} />
    </Labelled>
  );
}

export function TextAreaField({
  label,
  error,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, aria, message } = useField(error);
  return (
    <Labelled id={id} label={label} error={error} message={message}>
      <textarea id={id} className="form-field__input" {...aria} {...input} />
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
