import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InvoiceButton } from '@/components/invoice-button';
import { LoadError } from '@/components/load-error';
import { deliveryLine, OrderCard, orderTitle } from '@/components/order-card';
import { ClosedOrdersSwitch, StatusBadge, Timeline, visibleOrders } from '@/components/order-status';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { methodLabels, statusRules, type Order } from '@/lib/model';
import { useOwnOrders } from '@/lib/own-orders';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { cancelOrder } from '../api/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliveryDialog } from './delivery-dialog';
import { words } from '@/lib/i18n';

/** My Orders: each order with its number, status and timeline, and what the buyer can do next. */
export function MyOrdersPage() {
  useTitle('My Orders');
  const { user } = useAuth();
  const { data: orders, loading, error, reload } = useOwnOrders(user?.email);
  const [showClosed, setShowClosed] = useState(false);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [redirecting, setRedirecting] = useState<Order | null>(null);
  const { busy, run } = useMutation();
  const { shown, closed } = visibleOrders(orders, showClosed);

  async function cancel() {
    if (!cancelling) return;
    const cancelled = await run('cancel', () => cancelOrder(cancelling._id), { success: words.ORDER_CANCELLED });
    setCancelling(null);
    if (cancelled) reload();
  }

  return (
    <section>
      <h1>My Orders</h1>
      {loading && !orders && <Spinner label="Loading your orders…" />}
      {error && <LoadError message={error} onRetry={reload} />}
      <ClosedOrdersSwitch count={closed} checked={showClosed} onChange={setShowClosed} />
      {shown?.length === 0 && (
        <div className="empty">
          <h2>{closed > 0 ? 'No open orders' : 'No orders yet'}</h2>
          <p className="muted">Choose a tool and confirm an order; it will show here.</p>
          <Link to={paths.products} className="button">
            Browse tools
          </Link>
        </div>
      )}
      <div className="order-list">
        {shown?.map((order) => (
          <BuyerOrder key={order._id} order={order} onCancel={() => setCancelling(order)} onRedirect={() => setRedirecting(order)} />
        ))}
      </div>
      <CancelOrderDialog order={cancelling} busy={busy} onConfirm={cancel} onCancel={() => setCancelling(null)} />
      <DeliveryDialog order={redirecting} onClose={() => setRedirecting(null)} onSaved={reload} />
    </section>
  );
}

function BuyerOrder({ order, onCancel, onRedirect }: { order: Order; onCancel: () => void; onRedirect: () => void }) {
  const rules = statusRules[order.status];
  return (
    <OrderCard
      order={order}
      title={orderTitle(order)}
      badges={<StatusBadge status={order.status} />}
      facts={
        <>
          <div>
            <dt>Deliver to</dt>
            <dd>
              {order.recipient && <>{order.recipient}, </>}
              {deliveryLine(order) ?? words.NO_ADDRESS}
            </dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{order.phoneNumber ?? words.NO_PHONE}</dd>
          </div>
          {order.paymentMethod && (
            <div>
              <dt>Payment</dt>
              <dd>
                {words[methodLabels[order.paymentMethod]]}
                {!order.isPaid && ` ${words.NOT_PAID_YET}`}
              </dd>
            </div>
          )}
          {order.transactionId && (
            <div>
              <dt>Transaction</dt>
              <dd>{order.transactionId}</dd>
            </div>
          )}
        </>
      }
    >
      <Timeline order={order} />
      <div className="order__actions">
        {order.isPaid && <InvoiceButton order={order} />}
        {rules.buyerMayPay && (
          <Link to={paths.payment(order._id)} className="button">
            Pay Now
          </Link>
        )}
        {rules.buyerMayChangeDelivery && (
          <button type="button" className="button button--outline" onClick={onRedirect}>
            Change delivery details
          </button>
        )}
        {rules.buyerMayCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            Cancel Order
          </button>
        )}
      </div>
    </OrderCard>
  );
}
