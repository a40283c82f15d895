import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screenOf, screens } from '@/config/paths';
import { formatCount, formatMoney, inDigits, words } from '@/lib/i18n';
import { methodLabels, type LowStockTool, type Overview, type PeriodSums } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { manageOrdersLink, type OrderFilter } from '../api/order-filter';
import { chartPeriods, useOverview, type ChartPeriod } from '../api/overview';
import { restockTool } from '../api/products';
import { ChartNumbers } from './chart-numbers';
import { FigureTable } from './figure-table';
import { RestockDialog } from './restock-dialog';

// The charting library is loaded with the chart, on this screen only.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })));

/**
 * The admins' dashboard home: today's and this month's orders and revenue by payment method,
 * the orders that wait (each a link to Manage Orders filtered to them), revenue and orders per
 * day over 30 or 90 days, the best sellers, and the tools low on stock with a Restock beside
 * each. Every figure comes summed from the server (`GET /api/overview`).
 */
export function OverviewPage() {
  const { t } = useTranslation();
  useTitle(t('OVERVIEW_TITLE'));
  const [days, setDays] = useState<ChartPeriod>(30);
  const { data, loading, error, reload } = useOverview(days);
  const [restocking, setRestocking] = useState<LowStockTool | null>(null);
  const { running, run } = useMutation();

  async function restock(tool: LowStockTool, pieces: number) {
    const done = await run('restock', () => restockTool(tool._id, pieces), { success: words.PRODUCT_RESTOCKED });
    if (done) {
      setRestocking(null);
      reload();
    }
  }

  if (error && !data) return <LoadError message={error} onRetry={reload} />;
  if (!data) return <Spinner />;
  return (
    <section className="overview" aria-busy={loading}>
      <h1>{t('OVERVIEW_TITLE')}</h1>
      <div className="overview__periods">
        <Period title={t('OV_TODAY')} sums={data.day} />
        <Period title={t('OV_THIS_MONTH')} sums={data.month} />
      </div>
      <Waiting waiting={data.waiting} />
      <section className="card overview__chart" aria-labelledby="overview-chart-title">
        <div className="overview__chart-head">
          <h2 id="overview-chart-title">{t('OV_CHART')}</h2>
          <fieldset className="segmented">
            <legend className="sr-only">{t('OV_CHART_PERIOD')}</legend>
            {chartPeriods.map((period) => (
              <label key={period} className="segmented__option">
                <input type="radio" name="chart-period" checked={days === period} onChange={() => setDays(period)} />
                {t('OV_LAST_DAYS', { count: formatCount(period) })}
              </label>
            ))}
          </fieldset>
        </div>
        <Suspense fallback={<Spinner label={t('OV_CHART_LOADING')} />}>
          <DailyChart days={data.days} />
        </Suspense>
        <ChartNumbers days={data.days} />
      </section>
      <div className="overview__lists">
        <TopTools overview={data} />
        <LowStock overview={data} onRestock={setRestocking} />
        <CodReturns overview={data} />
      </div>
      <RestockDialog tool={restocking} busy={running === 'restock'} onRestock={restock} onCancel={() => setRestocking(null)} />
    </section>
  );
}

/** A period's orders and revenue, and the revenue per payment method as a table. */
function Period({ title, sums }: { title: string; sums: PeriodSums }) {
  const { t } = useTranslation();
  return (
    <section className="card overview__period" aria-label={title}>
      <h2>{title}</h2>
      <p className="overview__figure">{formatMoney(sums.revenue)}</p>
      <p className="muted">{t('OV_ORDERS_COUNT', { count: formatCount(sums.orders) })}</p>
      {sums.byMethod.length === 0 ? (
        <p className="muted small">{t('OV_NO_REVENUE')}</p>
      ) : (
        <FigureTable
          caption={`${t('OV_REVENUE_BY_METHOD')} · ${title}`}
          columns={[t('COL_METHOD'), t('COL_ORDERS'), t('COL_REVENUE')]}
          rows={sums.byMethod.map((method) => ({
            key: method.method ?? 'unrecorded',
            name: method.method ? t(methodLabels[method.method]) : t('OV_UNRECORDED_METHOD'),
            figures: [formatCount(method.orders), formatMoney(method.revenue)],
          }))}
        />
      )}
    </section>
  );
}

/** The orders that wait, each a link to Manage Orders showing just them. */
function Waiting({ waiting }: { waiting: Overview['waiting'] }) {
  const { t } = useTranslation();
  const cards: { label: string; count: number; filter: OrderFilter }[] = [
    { label: t('OV_WAITING_PAYMENT'), count: waiting.payment, filter: { payment: 'unpaid' } },
    { label: t('OV_WAITING_CONFIRM'), count: waiting.toConfirm, filter: { delivery: 'to-confirm' } },
    { label: t('OV_WAITING_SHIP'), count: waiting.toShip, filter: { delivery: 'to-ship' } },
    { label: t('OV_ON_THE_WAY'), count: waiting.onTheWay, filter: { delivery: 'on-the-way' } },
  ];
  return (
    <nav className="overview__waiting" aria-label={t('OV_WAITING')}>
      {cards.map((card) => (
        <Link key={card.label} className="card overview__waiting-card" to={manageOrdersLink(screens.manageOrders, card.filter)}>
          <span className="overview__figure">{formatCount(card.count)}</span>
          <span>{card.label}</span>
          <span className="small muted">{t('OV_SEE_ORDERS')} →</span>
        </Link>
      ))}
    </nav>
  );
}

function TopTools({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="top-tools-title">
      <h2 id="top-tools-title">{t('OV_TOP_TOOLS')}</h2>
      {overview.topTools.length === 0 ? (
        <p className="muted">{t('OV_NO_SALES')}</p>
      ) : (
        <FigureTable
          caption={t('OV_TOP_TOOLS')}
          columns={[t('COL_TOOL'), t('COL_PIECES_SOLD')]}
          rows={overview.topTools.map((tool) => ({
            key: tool._id,
            name: <Link to={screenOf(screens.tool, tool._id)}>{tool.toolName}</Link>,
            figures: [formatCount(tool.pieces)],
          }))}
        />
      )}
    </section>
  );
}

/** Per month, the cash-on-delivery orders shipped and the share of them that came back. */
function CodReturns({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="cod-returns-title">
      <h2 id="cod-returns-title">{t('OV_COD_RETURNS')}</h2>
      {overview.codMonths.length === 0 ? (
        <p className="muted">{t('OV_NO_COD_YET')}</p>
      ) : (
        <FigureTable
          caption={t('OV_COD_RETURNS')}
          columns={[t('COL_MONTH'), t('COL_SHIPPED'), t('COL_RETURNED'), t('COL_SHARE')]}
          rows={overview.codMonths.map((month) => ({
            key: month.month,
            name: inDigits(month.month),
            figures: [formatCount(month.shipped), formatCount(month.returned), inDigits(`${Math.round((100 * month.returned) / Math.max(month.shipped, 1))} %`)],
          }))}
        />
      )}
    </section>
  );
}

function LowStock({ overview, onRestock }: { overview: Overview; onRestock: (tool: LowStockTool) => void }) {
  const { t } = useTranslation();
  const title = t('OV_LOW_STOCK', { count: formatCount(overview.lowStockBelow) });
  return (
    <section className="card" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title">{title}</h2>
      {overview.lowStock.length === 0 ? (
        <p className="muted">{t('OV_STOCK_FINE')}</p>
      ) : (
        <FigureTable
          caption={title}
          columns={[t('COL_TOOL'), t('COL_IN_STOCK'), '']}
          rows={overview.lowStock.map((tool) => ({
            key: tool._id,
            name: tool.toolName,
            figures: [
              formatCount(tool.availableQuantity),
              <button
                key="restock"
                type="button"
                className="button button--small"
                aria-label={t('RESTOCK_NAMED', { tool: tool.toolName })}
                onClick={() => onRestock(tool)}
              >
                {t('RESTOCK')}
              </button>,
            ],
          }))}
        />
      )}
    </section>
  );
}
