import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { formatCount } from '@/lib/i18n';
import { checkRestock, errorsByField, type Tool } from '@/lib/model';
import { FormActions } from '@/components/form-actions';

/** What the dialog needs of a tool: Manage Products' rows and the overview's low-stock list. */
export type Restockable = Pick<Tool, '_id' | 'toolName' | 'availableQuantity'>;

interface RestockDialogProps<T extends Restockable> {
  tool: T | null;
  busy: boolean;
  onRestock: (tool: T, pieces: number) => void;
  onCancel: () => void;
}

/** The Restock modal: the tool's name (fixed) and the pieces to add, checked as typed. */
export function RestockDialog<T extends Restockable>({ tool, busy, onRestock, onCancel }: RestockDialogProps<T>) {
  const { t } = useTranslation();
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
    <Modal open={tool !== null} title={t('RESTOCK')} onClose={close} busy={busy}>
      {tool && (
        <form className="form" noValidate onSubmit={submit} aria-label={t('RESTOCK')}>
          <TextField label={t('TOOL_NAME_FIELD')} value={tool.toolName} disabled readOnly />
          <p className="muted small">{t('IN_STOCK_NOW', { count: formatCount(tool.availableQuantity) })}</p>
          <TextField
            label={t('AVAILABLE_STOCK')}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            error={error}
            autoFocus
            onChange={(event) => setAmount(event.target.value)}
          />
          <FormActions busy={busy} onCancel={close} submitLabel={t('RESTOCK')} busyLabel={t('RESTOCKING')} cancelLabel={t('CANCEL_RESTOCK')} disabled={!outcome.ok} />
        </form>
      )}
    </Modal>
  );
}
