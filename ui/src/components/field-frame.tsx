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
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control and its error message, wired together. */
export function FieldFrame({ label, error, id, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
