import { useTranslation } from 'react-i18next';
import type { PoNumberState } from '@/lib/use-po-number';
import { TextField } from './text-field';

/** The purchase-order number at checkout, for a buyer who orders for a company. */
export function PoNumberField({ state }: { state: PoNumberState }) {
  const { t } = useTranslation();
  if (!state.asked) return null;
  return (
    <TextField
      label={t('PO_NUMBER')}
      name="poNumber"
      autoComplete="off"
      maxLength={35}
      required={state.required}
      hint={t('PO_NUMBER_HINT')}
      value={state.value}
      error={state.error}
      onChange={(event) => state.change(event.target.value)}
    />
  );
}
