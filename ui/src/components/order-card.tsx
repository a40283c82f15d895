import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { OrderReference } from '@/components/order-status';
import { districtLabels, type Order } from '@/lib/model';
import { formatCount, formatMoney, i18n, type MessageKey, inDigits } from '@/lib/i18n';
import { toolName } from '@/lib/tool-text';

/** An order's name: its tool, or its first tool and how many more (in the reader's language). */
export function orderTitle(order: Order): string {
  const first = toolName(order.lines[0] ?? order);
  const more = order.lines.length - 1;
  return more > 0 ? i18n.t('ORDER_AND_MORE', { tool: first, count: formatCount(more) }) : first;
}

/** Every tool of an order of several: pieces, price per piece and amount. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.lines.length < 2) return null;
  return (
    <ul className="order__lines" aria-label={t('TOOLS_IN_ORDER')}>
      {order.lines.map((line) => (
        <li key={line._id}>
          <span className="order__line-name">{toolName(line)}</span>
          <span className="muted">
            {formatCount(line.quantity)} × {formatMoney(line.unitPrice)}
          </span>
          <span>{formatMoney(line.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A district in the reader's language: its Bangla name, else the name itself (the English
 * catalogue leaves the 64 out, and one stored before the list, or typed by a program, has no
 * catalogue name). */
export function districtName(district: string): string {
  const key = (districtLabels as Record<string, MessageKey | undefined>)[district];
  if (!key || !i18n.exists(String(key))) return district;
  return i18n.t(key);
}

/** Where an order goes, on one line; `null` when it does not say. */
export function deliveryLine(order: Order): string | null {
  if (!order.address) return null;
  if (!order.district) return order.address;
  return `${order.address}, ${districtName(order.district)}`;
}

interface OrderCardProps {
  order: Order;
  title: ReactNode;
  badges: ReactNode;
  /** More facts after price, quantity and total. */
  facts?: ReactNode;
  children?: ReactNode;
}

/**
 * One order as My Orders and Add Review show it: its number and date, who, the tool, price,
 * quantity, delivery charge and total; an order of several tools lists each.
 */
export function OrderCard({ order, title, badges, facts, children }: OrderCardProps) {
  const { t } = useTranslation();
  const several = order.lines.length > 1;
  return (
    <article className="card order" aria-label={t('ORDER_LABEL', { number: inDigits(order.orderNumber) })}>
      <header className="order__header">
        <h2>{title}</h2>
        {badges}
      </header>
      <p className="muted small">
        <OrderReference order={order} /> · {order.userName} · {order.userEmail}
        {order.companyName && ` · ${order.companyName}`}
      </p>
      <OrderLines order={order} />
      <dl className="order__facts">
        {!several && (
          <div>
            <dt>{t('PRICE_PER_PIECE')}</dt>
            <dd>{formatMoney(order.lines[0]?.unitPrice ?? order.toolPrice)}</dd>
          </div>
        )}
        <div>
          <dt>{t('QUANTITY')}</dt>
          <dd>{formatCount(order.quantity)}</dd>
        </div>
        {order.deliveryCharge > 0 && (
          <div>
            <dt>{t('DELIVERY')}</dt>
            <dd>{formatMoney(order.deliveryCharge)}</dd>
          </div>
        )}
        <div>
          <dt>{t('TOTAL_PRICE')}</dt>
          <dd>
            {formatMoney(order.totalPrice)}
            <span className="muted small order__vat">{t('INCL_VAT', { amount: formatMoney(order.vat) })}</span>
          </dd>
        </div>
        {order.poNumber && (
          <div>
            <dt>{t('PO_NUMBER')}</dt>
            <dd>{order.poNumber}</dd>
          </div>
        )}
        {facts}
      </dl>
      {children}
    </article>
  );
}
