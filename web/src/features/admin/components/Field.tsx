import type { ReactNode } from 'react';

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Shown (and announced) only when set: the form decides when a field counts as touched. */
  error?: string | undefined;
  invalid?: boolean;
  /** The input, select or textarea, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled admin form control with its hint and error text tied to it by aria-describedby. */
export function Field({ name, label, hint, error, invalid, children }: FieldProps) {
  const id = `admin-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        'aria-invalid': invalid || error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
