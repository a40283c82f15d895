import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n';
import { FormActions } from '@/components/form-actions';

/** The refusal, if any, and the two buttons every card form ends with. */
export function PaymentActions({ error, busy, total, ready = true, onClose }: { error: string | null; busy: boolean; total: number; ready?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <FormActions busy={busy} onCancel={onClose} submitLabel={t('PAY_AMOUNT', { amount: formatMoney(total) })} busyLabel={t('PAYING')} cancelLabel={t('BACK')} disabled={!ready} />
    </>
  );
}
