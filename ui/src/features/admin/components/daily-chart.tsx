// The overview's chart, drawn by uPlot (https://github.com/leeoniya/uPlot): a small (about
// 20 KB), maintained canvas charting library, loaded with this module on the overview only.
// Revenue per day as bars on the left axis, orders as a line on the right; days and amounts
// are labelled in the reader's language by the same formatters as the rest of the shop.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { formatCount, formatDay, formatMoney } from '@/lib/i18n';
import type { DaySums } from '@/lib/model';
import { dayMoment } from './chart-numbers';

const NAVY = '#0f2d4a';
const AMBER = '#f5a524';
const HEIGHT = 260;

export function DailyChart({ days }: { days: DaySums[] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = days.map((day) => formatDay(dayMoment(day.day)));
    // Short ticks: the day of the month and the month, as the label's first two words.
    const tick = (index: number) => labels[index]?.split(' ').slice(0, 2).join(' ') ?? '';
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      scales: { x: { time: false }, orders: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      legend: { live: true },
      cursor: { points: { show: false } },
      series: [
        { label: t('COL_DAY'), value: (_u, index) => (index == null ? '' : (labels[index] ?? '')) },
        {
          label: t('COL_REVENUE'),
          scale: 'taka',
          stroke: NAVY,
          fill: `${NAVY}cc`,
          paths: bars,
          points: { show: false },
          value: (_u, taka) => (taka == null ? '' : formatMoney(taka)),
        },
        {
          label: t('COL_ORDERS'),
          scale: 'orders',
          stroke: AMBER,
          width: 2,
          value: (_u, count) => (count == null ? '' : formatCount(count)),
        },
      ],
      axes: [
        { values: (_u, splits) => splits.map((index) => (Number.isInteger(index) ? tick(index) : '')), space: 56 },
        { scale: 'taka', size: 72, values: (_u, splits) => splits.map((taka) => formatMoney(taka)) },
        { scale: 'orders', side: 1, grid: { show: false }, values: (_u, splits) => splits.map((count) => (Number.isInteger(count) ? formatCount(count) : '')) },
      ],
    };
    const data: uPlot.AlignedData = [days.map((_, index) => index), days.map((day) => day.revenue), days.map((day) => day.orders)];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // The language is read through `t` and the formatters: a change redraws the chart.
  }, [days, t, i18n.language]);

  // The numbers are in the table beside it; the drawing is for the eye.
  return <div ref={box} className="daily-chart" aria-hidden="true" />;
}
