// The overview's chart, drawn by uPlot (https://github.com/leeoniya/uPlot): a small (about
// 20 KB), maintained canvas charting library, loaded with this module on the overview only.
// Revenue per day as bars on the left axis, orders as a line on the right; days and amounts
// are labelled in the reader's language by the same formatters as the rest of the shop.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef } from 'react';
import { formatCount, formatDay, formatMoney } from '@/lib/i18n';
import type { DaySums } from '@/lib/model';
import { dayMoment } from './chart-numbers';

const NAVY = '#0f2d4a';
const AMBER = '#f5a524';
const HEIGHT = 260;

export function DailyChart({ days }: { days: DaySums[] }) {
  const box = useRef<HTMLDivElement>(null);
  const draw = useDraw(days);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let current = true;
    // The canvas draws its text with the page's faces (Bangla in the shop's Bengali face), so it
    // waits until they are loaded: a canvas is not redrawn when a font arrives later.
    void document.fonts.ready.then(() => {
      if (!current) return;
      chart = draw(element);
      resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      current = false;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [draw]);

  // The numbers are in the table beside it; the drawing is for the eye.
  return <div ref={box} className="daily-chart" aria-hidden="true" />;
}

/** About as wide as `text` in the chart's 12 px face: the room an axis needs. */
const roughWidth = (text: string) => text.length * 7 + 14;
const widest = (texts: string[]) => Math.max(40, ...texts.map(roughWidth));

/** Draws the chart into an element; a new function (so a redraw) when the language changes. */
function useDraw(days: DaySums[]) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (element: HTMLElement) => {
      const font = `12px ${getComputedStyle(element).fontFamily}`;
      const labels = days.map((day) => formatDay(dayMoment(day.day)));
      // Short ticks: the day of the month and the month, the label's first two words.
      const tick = (index: number) => labels[index]?.split(' ').slice(0, 2).join(' ') ?? '';
      const options: uPlot.Options = {
        width: element.clientWidth,
        height: HEIGHT,
        // Half a day's room at each end, so the first and the last day's bars (today's) are
        // drawn whole rather than cut in half by the plot's edges.
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, orders: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        legend: { live: true },
        // Away from the pointer the legend reads today's figures, not empty labels.
        hooks: {
          setLegend: [
            (chart) => {
              if (chart.legend.idx == null && days.length > 0) chart.setLegend({ idx: days.length - 1 });
            },
          ],
        },
        cursor: { points: { show: false } },
        series: [
          { label: t('COL_DAY'), value: (_u, index) => (index == null ? '' : (labels[index] ?? '')) },
          {
            label: t('COL_REVENUE'),
            scale: 'taka',
            stroke: NAVY,
            fill: `${NAVY}cc`,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
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
          {
            font,
            space: widest(days.map((_, index) => tick(index))),
            values: (_u, splits) => splits.map((index) => (Number.isInteger(index) ? tick(index) : '')),
          },
          { font, scale: 'taka', size: (_u, values) => widest(values ?? []), values: (_u, splits) => splits.map(formatMoney) },
          {
            font,
            scale: 'orders',
            side: 1,
            grid: { show: false },
            values: (_u, splits) => splits.map((count) => (Number.isInteger(count) ? formatCount(count) : '')),
          },
        ],
      };
      const data: uPlot.AlignedData = [days.map((_, index) => index), days.map((day) => day.revenue), days.map((day) => day.orders)];
      const chart = new uPlot(options, data, element);
      if (days.length > 0) chart.setLegend({ idx: days.length - 1 });
      return chart;
    },
    // `language` is not read here, but `t` and the formatters say other words when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [days, t, language],
  );
}
