import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { checkTiers, type PriceTier, type Tool } from '@/lib/model';
import { formatMoney, say } from '@/lib/i18n';

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
  return (
    <Modal open={tool !== null} title="Price breaks" onClose={onCancel} busy={busy}>
      {tool && <PriceBreaksForm key={tool._id} tool={tool} busy={busy} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function PriceBreaksForm({ tool, busy, onSave, onCancel }: { tool: Tool } & Omit<PriceBreaksDialogProps, 'tool'>) {
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
    <form className="form" noValidate onSubmit={submit} aria-label="Price breaks">
      <p className="muted small">
        {tool.toolName}: {formatMoney(tool.toolPrice)} a piece below the first break.
      </p>
      {rows.map((row, index) => (
        <fieldset key={index} className="form__row price-breaks__row">
          <legend className="sr-only">Price break {index + 1}</legend>
          <label>
            From pieces
            <input type="number" inputMode="numeric" min={2} step={1} value={row.minQuantity} onChange={(event) => update(index, 'minQuantity', event.target.value)} />
          </label>
          <label>
            Price per piece (Tk)
            <input type="number" inputMode="decimal" min={0} step="0.01" value={row.unitPrice} onChange={(event) => update(index, 'unitPrice', event.target.value)} />
          </label>
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={`Remove price break ${index + 1}`}
            onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
          >
            Remove
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
        Add a price break
      </button>
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy || !outcome.ok}>
          {busy ? 'Saving…' : 'Save prices'}
        </button>
      </div>
    </form>
  );
}
