import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { errorsByField, type Outcome, type Tool } from '@/lib/model';
import { FormActions } from '@/components/form-actions';

/** One number of a tool the admins set on its own: its VAT rate, its weight. */
export interface ToolNumber {
  /** The dialog's title for a tool. */
  title: (tool: Tool) => string;
  hint: string;
  label: string;
  /** The field the shared rule names in its refusal. */
  field: string;
  inputMode: 'decimal' | 'numeric';
  /** The tool's value as the field shows it first. */
  initial: (tool: Tool) => string;
  /** The shared rule, as the admin types. */
  check: (text: string) => Outcome<number>;
  submitLabel: string;
}

interface ToolNumberDialogProps {
  tool: Tool | null;
  number: ToolNumber;
  busy: boolean;
  onSave: (tool: Tool, text: string) => void;
  onCancel: () => void;
}

/** Sets one number of a tool, checked by the shared rule as it is typed. */
export function ToolNumberDialog({ tool, number, busy, onSave, onCancel }: ToolNumberDialogProps) {
  return (
    <Modal open={tool !== null} title={tool ? number.title(tool) : ''} onClose={onCancel} busy={busy}>
      {tool && <ToolNumberForm key={tool._id} tool={tool} number={number} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function ToolNumberForm({ tool, number, busy, onSave, onCancel }: { tool: Tool } & Omit<ToolNumberDialogProps, 'tool'>) {
  const [text, setText] = useState(() => number.initial(tool));
  const outcome = number.check(text);
  const error = errorsByField(outcome)[number.field];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.ok) onSave(tool, text);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">{number.hint}</p>
      <TextField label={number.label} inputMode={number.inputMode} value={text} error={error} autoFocus onChange={(event) => setText(event.target.value)} />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={number.submitLabel} disabled={!outcome.ok} />
    </form>
  );
}
