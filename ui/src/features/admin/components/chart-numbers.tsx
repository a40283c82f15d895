import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { formatCount, formatDay, formatMoney } from '@/lib/i18n';
import type { DaySums } from '@/lib/model';
import { FigureTable } from './figure-table';

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
        <FigureTable
          caption={t('OV_CHART')}
          columns={[t('COL_DAY'), t('COL_ORDERS'), t('COL_REVENUE')]}
          rows={days.map((day) => ({
            key: day.day,
            name: formatDay(dayMoment(day.day)),
            figures: [formatCount(day.orders), formatMoney(day.revenue)],
          }))}
        />
      </div>
    </div>
  );
}
