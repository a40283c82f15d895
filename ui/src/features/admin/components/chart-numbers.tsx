import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { formatCount, formatDay, formatMoney } from '@/lib/i18n';
import type { DaySums } from '@/lib/model';

/** A `YYYY-MM-DD` day of Dhaka as a moment within it, for `formatDay`. */
export const dayMoment = (day: string) => Date.parse(`${day}T12:00:00+06:00`);

/**
 * The chart's numbers as a table: always there for screen readers (the drawing is hidden from
 * them), shown on the page when asked.
 */
export function ChartNumbers({ days }: { days: DaySums[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="chart-numbers">
      <button type="button" className="button button--small button--outline" aria-expanded={open} aria-controls="chart-numbers" onClick={() => setOpen(!open)}>
        {t('OV_CHART_NUMBERS')}
      </button>
      <div id="chart-numbers" className={open ? 'table-wrap chart-numbers__table' : 'sr-only'}>
        <table className="table table--compact">
          <caption className="sr-only">{t('OV_CHART')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('COL_DAY')}</th>
              <th scope="col" className="numeric">
                {t('COL_ORDERS')}
              </th>
              <th scope="col" className="numeric">
                {t('COL_REVENUE')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(dayMoment(day.day))}</th>
                <td className="numeric">{formatCount(day.orders)}</td>
                <td className="numeric">{formatMoney(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
