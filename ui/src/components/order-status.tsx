import { useTranslation } from 'react-i18next';
import { eventLabels, statusRules, type Order, type OrderStatus } from '@/lib/model';
import { formatCount, formatDay, inDigits } from '@/lib/i18n';

const tone: Record<OrderStatus, string> = {
  awaitingPayment: 'badge--pending',
  awaitingApproval: 'badge--pending',
  // Promised to the courier's cash: as settled as a paid order until it ships.
  cashOnDelivery: 'badge--paid',
  paid: 'badge--paid',
  shipped: 'badge--info',
  delivered: 'badge--success',
  cancelled: 'badge--muted',
  refunded: 'badge--muted',
};

/** The order's status in the words buyer and admin share. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${tone[status]}`}>{t(statusRules[status].label)}</span>;
}

/**
 * `SHT-2026-000042 · 23 Nov 2026`: the number and date every list and the invoice print;
 * `stacked` puts the date under the number, for a narrow table column.
 */
export function OrderReference({ order, stacked = false }: { order: Order; stacked?: boolean }) {
  const date = <time dateTime={new Date(order.createdAt).toISOString()}>{formatDay(order.createdAt)}</time>;
  return (
    <span className="order__reference">
      <span className="order__number">{inDigits(order.orderNumber)}</span>
      {stacked ? <br /> : ' · '}
      {date}
    </span>
  );
}

/** Each step behind the order with its date, and the ones ahead greyed. */
export function Timeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <ol className="timeline" aria-label={t('ORDER_PROGRESS', { number: inDigits(order.orderNumber) })}>
      {order.timeline.map((step) => (
        <li key={step.event} className={step.at === null ? 'timeline__step timeline__step--ahead' : 'timeline__step'}>
          <span className="timeline__event">{t(eventLabels[step.event])}</span>
          <span className="timeline__date">{step.at === null ? t('NOT_YET') : formatDay(step.at)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Orders shown by default: open ones. Cancelled and refunded ones wait behind a switch. */
export function visibleOrders(orders: Order[] | undefined, showClosed: boolean) {
  const closed = orders?.filter((order) => statusRules[order.status].closed).length ?? 0;
  const shown = showClosed ? orders : orders?.filter((order) => !statusRules[order.status].closed);
  return { shown, closed };
}

/** The switch that shows cancelled and refunded orders, with how many there are. */
export function ClosedOrdersSwitch({ count, checked, onChange }: { count: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <label className="switch">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('SHOW_CLOSED', { count: formatCount(count) })}
    </label>
  );
}
