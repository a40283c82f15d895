import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { checkTiers, type PriceTier, type Tool } from '@/lib/model';
import { formatCount, formatMoney, say } from '@/lib/i18n';
import { FormActions } from '@/components/form-actions';

/** How many breaks a tool may have (shared::tiers::MAX_TIERS). */
const MAX_BREAKS = 5;

interface Row {
  minQuantity: string;
  unitPrice: string;
}

const rowsOf = (tiers: PriceTier[]): Row[] =>
  tiers.map((tier) => ({ minQuantity: String(tier.minQuantity), unitPrice: String(tier.unitPrice) }));

interface PriceBreaksDialogProps {
  tool: Tool | null;
  busy: boolean;
  onSave: (tool: Tool, tiers: PriceTier[]) => void;
  onCancel: () => void;
}

/**
 * A tool's price breaks: from each quantity on, a lower price a piece. Checked by the shared
 * rules as the admin types (rising quantities, falling prices, at most five).
 */
export function PriceBreaksDialog({ tool, busy, onSave, onCancel }: PriceBreaksDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={tool !== null} title={t('PRICE_BREAKS')} onClose={onCancel} busy={busy}>
      {tool && <PriceBreaksForm key={tool._id} tool={tool} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function PriceBreaksForm({ tool, busy, onSave, onCancel }: { tool: Tool } & Omit<PriceBreaksDialogProps, 'tool'>) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(tool.priceTiers));
  const outcome = checkTiers(tool.toolPrice, rows);
  const problems = outcome.ok ? [] : outcome.errors.map(say);

  const update = (index: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.ok) onSave(tool, outcome.value);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('PRICE_BREAKS')}>
      <p className="muted small">
        {t('BELOW_FIRST_BREAK', { tool: tool.toolName, price: formatMoney(tool.toolPrice) })}
      </p>
      {rows.map((row, index) => (
        <fieldset key={index} className="form__row price-breaks__row">
          <legend className="sr-only">{t('PRICE_BREAK_N', { number: formatCount(index + 1) })}</legend>
          <label>
            {t('FROM_PIECES')}
            <input inputMode="numeric" autoComplete="off" value={row.minQuantity} onChange={(event) => update(index, 'minQuantity', event.target.value)} />
          </label>
          <label>
            {t('PRICE_PER_PIECE_TK')}
            <input inputMode="decimal" autoComplete="off" value={row.unitPrice} onChange={(event) => update(index, 'unitPrice', event.target.value)} />
          </label>
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={t('REMOVE_PRICE_BREAK', { number: formatCount(index + 1) })}
            onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
          >
            {t('REMOVE')}
          </button>
        </fieldset>
      ))}
      {problems.length > 0 && (
        <ul className="field__error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--outline"
        disabled={rows.length >= MAX_BREAKS}
        onClick={() => setRows((current) => [...current, { minQuantity: '', unitPrice: '' }])}
      >
        {t('ADD_PRICE_BREAK')}
      </button>
      <FormActions busy={busy} onCancel={onCancel} submitLabel={t('SAVE_PRICES')} disabled={!outcome.ok} />
    </form>
  );
}
