import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** What the field asks for, shown before anything is typed. */
  hint?: string;
}

/** A labelled input with its error message tied to it. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
