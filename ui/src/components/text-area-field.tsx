import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its error message tied to it. */
export function TextAreaField({ label, error, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}
