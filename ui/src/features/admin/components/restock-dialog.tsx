import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { checkRestock, errorsByField, type Tool } from '@/lib/model';

interface RestockDialogProps {
  tool: Tool | null;
  busy: boolean;
  onRestock: (tool: Tool, pieces: number) => void;
  onCancel: () => void;
}

/** The Restock modal: the tool's name (fixed) and the pieces to add, checked as typed. */
export function RestockDialog({ tool, busy, onRestock, onCancel }: RestockDialogProps) {
  const [amount, setAmount] = useState('');
  const outcome = checkRestock(amount);
  const error = amount === '' ? undefined : errorsByField(outcome).availableQuantity;

  function close() {
    setAmount('');
    onCancel();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tool || !outcome.ok) return;
    onRestock(tool, outcome.value);
    setAmount('');
  }

  return (
    <Modal open={tool !== null} title="Restock" onClose={close} busy={busy}>
      {tool && (
        <form className="form" noValidate onSubmit={submit} aria-label="Restock">
          <TextField label="Tool name" value={tool.toolName} disabled readOnly />
          <p className="muted small">In stock now: {tool.availableQuantity} pieces.</p>
          <TextField
            label="Available Stock"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            error={error}
            autoFocus
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={close} disabled={busy}>
              Cancel Restock
            </button>
            <button type="submit" className="button" disabled={busy || !outcome.ok}>
              {busy ? 'Restocking…' : 'Restock'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
