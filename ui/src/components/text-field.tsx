import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its error message tied to it. */
export function TextField({ label, error, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
