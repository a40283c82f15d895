import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n';

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
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
          {t('BACK')}
        </button>
        <button type="submit" className="button" disabled={busy || !ready}>
          {busy ? t('PAYING') : t('PAY_AMOUNT', { amount: formatMoney(total) })}
        </button>
      </div>
    </>
  );
}
