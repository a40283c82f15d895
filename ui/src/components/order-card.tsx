import type { ReactNode } from 'react';
import { formatMoney, type Order } from '@/lib/model';

interface OrderCardProps {
  order: Order;
  title: ReactNode;
  badges: ReactNode;
  /** More facts after price, quantity and total. */
  facts?: ReactNode;
  children?: ReactNode;
}

/** One order as My Orders and Add Review show it: who, the tool, price, quantity and total. */
export function OrderCard({ order, title, badges, facts, children }: OrderCardProps) {
  return (
    <article className="card order">
      <header className="order__header">
        <h2>{title}</h2>
        {badges}
      </header>
      <p className="muted small">
        {order.userName} · {order.userEmail}
      </p>
      <dl className="order__facts">
        <div>
          <dt>Price per piece</dt>
          <dd>{formatMoney(order.toolPrice)}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>Total price</dt>
          <dd>{formatMoney(order.totalPrice)}</dd>
        </div>
        {facts}
      </dl>
      {children}
    </article>
  );
}
