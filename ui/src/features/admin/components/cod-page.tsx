import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { download } from '@/lib/download';
import { formatCount, formatDay, formatMoney, inDigits, type MessageKey } from '@/lib/i18n';
import { courierLabels, type Courier, type Flag, type Money } from '@/lib/model';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { fetchSteadfastPayments, owedCsvPath, recordPayout, useCodOwed } from '../api/cod';
import { useCouriers } from '../api/parcels';
import { AdminTable } from './admin-table';

const flagLabels = { collectedShort: 'COD_FLAG_SHORT', collectedOver: 'COD_FLAG_OVER', payoutDiffers: 'COD_FLAG_PAYOUT' } as const satisfies Record<Flag, MessageKey>;

const amount = (money: Money | null) => (money === null ? '—' : formatMoney(money));

/**
 * Cash on delivery, reconciled: what each courier owes the shop (collected less its charges,
 * not paid out yet), every parcel owed or whose figures do not add up, the CSV for the books,
 * and recording a courier's payout (its sheet, or Steadfast's payments fetched).
 */
export function CodPage() {
  const { t } = useTranslation();
  useTitle(t('COD_PAGE_TITLE'));
  const { data, loading, error, reload } = useCodOwed();
  const couriers = useCouriers();
  const { busy, run } = useMutation();

  async function exportOwed() {
    const file = await run('export', () => download(owedCsvPath()), { success: null });
    if (file) saveFile(file, 'cod-owed.csv');
  }

  async function fetchSteadfast() {
    if (await run('steadfast', fetchSteadfastPayments)) reload();
  }

  return (
    <section>
      <h1>{t('COD_PAGE_TITLE')}</h1>
      <p className="muted">{t('COD_HINT')}</p>
      <p className="filters__exports">
        <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => void exportOwed()}>
          {t('EXPORT_OWED')}
        </button>
        {couriers.includes('steadfast') && (
          <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => void fetchSteadfast()}>
            {t('FETCH_STEADFAST_PAYMENTS')}
          </button>
        )}
      </p>
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !data && <Spinner label={t('LOADING')} />}
      {data && (
        <>
          <h2>{t('COD_OWED_BY')}</h2>
          <AdminTable
            caption={t('COD_OWED_BY')}
            columns={[t('COL_COURIER'), t('COL_PARCELS'), t('COL_COLLECTED'), t('COL_CHARGES'), t('COL_OWED')]}
            rows={data.couriers}
            loading={false}
            error={null}
            onRetry={reload}
            empty={t('COD_NOTHING_OWED')}
            row={(owed) => (
              <tr key={owed.courier}>
                <td>{t(courierLabels[owed.courier])}</td>
                <td>{formatCount(owed.parcels)}</td>
                <td className="table__money">{formatMoney(owed.collected)}</td>
                <td className="table__money">{formatMoney(owed.charges)}</td>
                <td className="table__money">
                  <strong>{formatMoney(owed.owed)}</strong>
                </td>
              </tr>
            )}
          />
          <h2>{t('COD_PARCELS')}</h2>
          <AdminTable
            caption={t('COD_PARCELS')}
            dense
            columns={[t('COL_NO'), t('COL_COURIER'), t('COL_ASKED'), t('COL_COLLECTED'), t('COL_CHARGES'), t('COL_PAID_OUT'), t('COL_OWED'), t('COL_FLAGS')]}
            rows={data.parcels}
            loading={false}
            error={null}
            onRetry={reload}
            empty={t('COD_NOTHING_OWED')}
            row={(parcel) => (
              <tr key={parcel.orderId}>
                <td data-label={t('COL_NO')}>
                  <div>
                    <span className="order__number">{inDigits(parcel.orderNumber)}</span>
                    <br />
                    <time dateTime={new Date(parcel.deliveredAt).toISOString()}>{formatDay(parcel.deliveredAt)}</time>
                  </div>
                </td>
                <td data-label={t('COL_COURIER')}>
                  <div>
                    {t(courierLabels[parcel.courier])}
                    {parcel.consignmentId && <span className="muted small"> {inDigits(parcel.consignmentId)}</span>}
                  </div>
                </td>
                <td className="table__money" data-label={t('COL_ASKED')}>
                  <div>{amount(parcel.asked)}</div>
                </td>
                <td className="table__money" data-label={t('COL_COLLECTED')}>
                  <div>{amount(parcel.collected)}</div>
                </td>
                <td className="table__money" data-label={t('COL_CHARGES')}>
                  <div>{amount(parcel.charge)}</div>
                </td>
                <td className="table__money" data-label={t('COL_PAID_OUT')}>
                  <div>
                    {amount(parcel.paidOut)}
                    {parcel.payoutReference && <span className="muted small"> {parcel.payoutReference}</span>}
                  </div>
                </td>
                <td className="table__money" data-label={t('COL_OWED')}>
                  <div>{formatMoney(parcel.owed)}</div>
                </td>
                <td data-label={t('COL_FLAGS')}>
                  <div>
                    {parcel.flags.map((flag) => (
                      <span key={flag} className="badge badge--pending">
                        {t(flagLabels[flag])}
                      </span>
                    ))}
                  </div>
                </td>
              </tr>
            )}
          />
        </>
      )}
      <PayoutForm couriers={couriers.filter((courier) => courier !== 'ownDelivery')} onRecorded={reload} />
    </section>
  );
}

/** A courier's payout sheet: its reference and the CSV, read from a file or pasted. */
function PayoutForm({ couriers, onRecorded }: { couriers: Courier[]; onRecorded: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [courier, setCourier] = useState<Courier | null>(null);
  const [reference, setReference] = useState('');
  const [sheet, setSheet] = useState('');
  const [sheetError, setSheetError] = useState<string | null>(null);
  const { busy, run } = useMutation();
  const chosen = courier ?? couriers[0];
  if (!chosen) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setSheetError(null);
    const recorded = await run('payout', () => recordPayout(chosen, reference, sheet), {
      onError: (error) => {
        setSheetError(error.message);
        return true;
      },
    });
    if (recorded) {
      setSheet('');
      setReference('');
      onRecorded();
    }
  }

  return (
    <form className="form card payout-form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('IMPORT_PAYOUT')}</h2>
      <div className="field">
        <label htmlFor={`${id}-courier`}>{t('COL_COURIER')}</label>
        <select id={`${id}-courier`} value={chosen} onChange={(event) => setCourier(event.target.value as Courier)}>
          {couriers.map((option) => (
            <option key={option} value={option}>
              {t(courierLabels[option])}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('PAYOUT_REFERENCE')} value={reference} onChange={(event) => setReference(event.target.value)} />
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('PAYOUT_SHEET')}</label>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void event.target.files?.[0]?.text().then(setSheet)} />
        <textarea aria-label={t('PAYOUT_SHEET')} rows={5} value={sheet} onChange={(event) => setSheet(event.target.value)} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="field__hint muted small">
          {t('PAYOUT_SHEET_HINT')}
        </p>
      </div>
      {sheetError && (
        <p className="field__error" role="alert">
          {sheetError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !sheet.trim() || !reference.trim()}>
        {t('IMPORT_PAYOUT')}
      </button>
    </form>
  );
}
