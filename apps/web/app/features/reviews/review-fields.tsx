/** Labelled inputs whose error is tied to them (aria-invalid, aria-describedby). */
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface Common {
  label: string;
  error?: string | null | undefined;
}

function ErrorText({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? (
    <p id={id} className="form-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

export function InputField({ label, error, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function ConsentField({
  label,
  error,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
