import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { endpoint } from '@/lib/api-client';
import { download } from '@/lib/download';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/use-mutation';

/** This month in Dhaka (UTC+6), as a month input holds it: `2026-11`. */
function thisMonth(): string {
  return new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);
}

/**
 * The month's VAT invoices and credit notes for the accountant: the register, one row per
 * document, and its summary per VAT rate for the monthly return, both as CSV.
 */
export function SalesRegister() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const { busy, run } = useMutation();

  async function save(what: 'GET /sales-register' | 'GET /sales-register/summary', name: string) {
    const file = await run('download', () => download(endpoint(what, { query: { month } })), { success: null });
    if (file) saveFile(file, `${name}-${month}.csv`);
  }

  return (
    <section className="card sales-register" aria-labelledby="sales-register-title">
      <h2 id="sales-register-title">{t('SALES_REGISTER')}</h2>
      <p className="muted">{t('SALES_REGISTER_HINT')}</p>
      <div className="sales-register__row">
        <div className="field">
          <label htmlFor="register-month">{t('REGISTER_MONTH')}</label>
          <input id="register-month" type="month" value={month} max={thisMonth()} required onChange={(event) => setMonth(event.target.value)} />
        </div>
        <button type="button" className="button button--outline" disabled={busy || !month} onClick={() => void save('GET /sales-register', 'sales-register')}>
          {t('DOWNLOAD_REGISTER_CSV')}
        </button>
        <button type="button" className="button button--outline" disabled={busy || !month} onClick={() => void save('GET /sales-register/summary', 'sales-summary')}>
          {t('DOWNLOAD_REGISTER_SUMMARY')}
        </button>
      </div>
    </section>
  );
}
