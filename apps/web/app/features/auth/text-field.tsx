/** A labelled input whose error message is tied to it (aria-invalid, aria-describedby). */
import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null | undefined;
}

export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' form-field--error' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; error?: string | null | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`form-check${error ? ' form-check--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
