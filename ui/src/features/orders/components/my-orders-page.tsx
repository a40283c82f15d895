import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InvoiceButton } from '@/components/invoice-button';
import { OrderCard, orderTitle } from '@/components/order-card';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatMoney, messages, type Order } from '@/lib/model';
import { useOwnOrders } from '@/lib/own-orders';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { cancelOrder } from '../api/orders';

export function MyOrdersPage() {
  useTitle('My Orders');
  const { user } = useAuth();
  const { data: orders, loading, error, reload } = useOwnOrders(user?.email);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const { busy, run } = useMutation();

  async function cancel() {
    if (!cancelling) return;
    const cancelled = await run('cancel', () => cancelOrder(cancelling._id), { success: messages.ORDER_CANCELLED });
    setCancelling(null);
    if (cancelled) reload();
  }

  return (
    <section>
      <h1>My Orders</h1>
      {loading && !orders && <Spinner label="Loading your orders…" />}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {orders?.length === 0 && (
        <div className="empty">
          <h2>No orders yet</h2>
          <p className="muted">Choose a tool and confirm an order; it will show here.</p>
          <Link to={paths.products} className="button">
            Browse tools
          </Link>
        </div>
      )}
      <div className="order-list">
        {orders?.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            title={orderTitle(order)}
            badges={
              <>
                <span className={order.isDelivered ? 'badge badge--success' : 'badge badge--pending'}>
                  {order.isDelivered ? 'Delivered' : 'Pending'}
                </span>
                {order.isPaid && <span className="badge badge--paid">Paid</span>}
              </>
            }
            facts={
              <>
                <div>
                  <dt>Deliver to</dt>
                  <dd>{order.address ?? messages.NO_ADDRESS}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{order.phoneNumber ?? messages.NO_PHONE}</dd>
                </div>
                {order.transactionId && (
                  <div>
                    <dt>Transaction</dt>
                    <dd>{order.transactionId}</dd>
                  </div>
                )}
              </>
            }
          >
            <div className="order__actions">
              {order.isPaid && <InvoiceButton orderId={order._id} />}
              {!order.isPaid && (
                <Link to={paths.payment(order._id)} className="button">
                  Pay Now
                </Link>
              )}
              {!order.isDelivered && (
                <button type="button" className="button button--outline" onClick={() => setCancelling(order)}>
                  Cancel Order
                </button>
              )}
            </div>
          </OrderCard>
        ))}
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title="Do You Want to Cancel Your Order?"
        confirmLabel="Yes"
        cancelLabel="No"
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p>
            {cancelling.lines.length > 1
              ? `${orderTitle(cancelling)}, ${cancelling.quantity} pieces`
              : `${cancelling.quantity} × ${cancelling.toolName}`}
            , {formatMoney(cancelling.totalPrice)}. The pieces go back into stock.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
