import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label and error for assistive technology. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  /** The rule's message, shown under the control and announced to screen readers. */
  error?: string;
  /** What the field asks for, shown before anything is typed and read with the control. */
  hint?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control and its error message, wired together. */
export function FieldFrame({ label, error, hint, id, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint muted small">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
