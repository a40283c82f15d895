import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { formatRate } from '@/lib/i18n';
import { checkVatRate, errorsByField, type Tool } from '@/lib/model';
import { FormActions } from '@/components/form-actions';

interface VatRateDialogProps {
  tool: Tool | null;
  busy: boolean;
  onSave: (tool: Tool, rate: string) => void;
  onCancel: () => void;
}

/** A tool's VAT rate, as a percentage checked by the shared rule as the admin types. */
export function VatRateDialog({ tool, busy, onSave, onCancel }: VatRateDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={tool !== null} title={tool ? t('VAT_RATE_OF', { tool: tool.toolName }) : ''} onClose={onCancel} busy={busy}>
      {tool && <VatRateForm key={tool._id} tool={tool} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function VatRateForm({ tool, busy, onSave, onCancel }: { tool: Tool } & Omit<VatRateDialogProps, 'tool'>) {
  const { t } = useTranslation();
  const [rate, setRate] = useState(() => formatRate(tool.vatRate));
  const outcome = checkVatRate(rate);
  const error = errorsByField(outcome).vatRate;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.ok) onSave(tool, rate);
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted small">{t('VAT_RATE_HINT')}</p>
      <TextField label={t('VAT_RATE_FIELD')} inputMode="decimal" value={rate} error={error} autoFocus onChange={(event) => setRate(event.target.value)} />
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_RATE')} disabled={!outcome.ok} />
    </form>
  );
}
