import { useTranslation } from 'react-i18next';
import { courierLabels, parcelRules, type Parcel } from '@/lib/model';
import { formatMoment, inDigits } from '@/lib/i18n';

/** The parcel's status in the buyer's words; a booking the courier has not confirmed is "booked". */
function statusLabel(parcel: Parcel) {
  return parcelRules[parcel.status ?? 'booked'].label;
}

/**
 * An order's parcel: who carries it, where it stands, its tracking code and the courier's own
 * tracking page, and (unless `compact`, as Manage Orders shows it) each report the courier sent.
 */
export function ParcelTracking({ parcel, compact = false }: { parcel: Parcel; compact?: boolean }) {
  const { t } = useTranslation();
  const courier = t(courierLabels[parcel.courier]);
  return (
    <div className={compact ? 'parcel parcel--compact' : 'parcel'}>
      <p className="parcel__head">
        <span>{t('PARCEL_WITH', { courier })}</span> <span className="badge badge--info">{t(statusLabel(parcel))}</span>
      </p>
      {parcel.trackingCode && (
        <p className="parcel__code">
          {t('PARCEL_TRACKING_CODE', { code: inDigits(parcel.trackingCode) })}
          {parcel.trackingLink && (
            <>
              {' · '}
              <a href={parcel.trackingLink} target="_blank" rel="noreferrer">
                {t('PARCEL_TRACK', { courier })}
              </a>
            </>
          )}
        </p>
      )}
      {!compact && parcel.history.length > 0 && (
        <ol className="parcel__history" aria-label={t('PARCEL_HISTORY')}>
          {parcel.history.map((event, at) => (
            <li key={at}>
              <time dateTime={new Date(event.at).toISOString()}>{formatMoment(event.at)}</time>{' '}
              <strong>{event.status ? t(parcelRules[event.status].label) : event.word}</strong>
              {event.message && <span className="muted"> — {event.message}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
