import { InvoiceButton } from '@/components/invoice-button';
import { orderTitle } from '@/components/order-card';
import { formatMoney, messages, type Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { deliverOrder, useAllOrders } from '../api/orders';
import { AdminTable } from './admin-table';

const COLUMNS = ['No.', 'Product Name', 'Ordered Quantity', 'Total Price', 'User Name', 'User Email', 'Address', 'Contact Number', 'Payment', 'Delivery'];

/** Manage The Orders: every open order, newest first; Deliver ships a paid one. */
export function ManageOrdersPage() {
  useTitle('Manage The Orders');
  const { data: orders, loading, error, reload } = useAllOrders();
  const { running, run } = useMutation();

  async function deliver(order: Order) {
    const delivered = await run(`deliver-${order._id}`, () => deliverOrder(order._id), {
      success: messages.ORDER_DELIVERED,
    });
    if (delivered) reload();
  }

  return (
    <section>
      <h1>Manage The Orders</h1>
      <AdminTable
        caption="All orders"
        columns={COLUMNS}
        rows={orders}
        loading={loading}
        error={error}
        onRetry={reload}
        empty="No orders yet."
        row={(order, index) => (
          <tr key={order._id}>
            <td>{index + 1}</td>
            <td>
              {order.lines.length > 1 ? (
                <ul className="table__list">
                  {order.lines.map((line) => (
                    <li key={line._id}>
                      {line.toolName} × {line.quantity}
                    </li>
                  ))}
                </ul>
              ) : (
                order.toolName
              )}
            </td>
            <td>{order.quantity}</td>
            <td>{formatMoney(order.totalPrice)}</td>
            <td>{order.userName}</td>
            <td>{order.userEmail}</td>
            <td>{order.address ?? messages.NO_ADDRESS}</td>
            <td>{order.phoneNumber ?? messages.NO_PHONE}</td>
            <td>
              {order.isPaid ? (
                <span className="table__actions">
                  <span className="badge badge--paid">Paid</span>
                  <InvoiceButton orderId={order._id} />
                </span>
              ) : (
                <span className="badge badge--pending">Unpaid</span>
              )}
            </td>
            <td>
              {order.isDelivered ? (
                <span className="badge badge--success">Shipped</span>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  disabled={running === `deliver-${order._id}`}
                  aria-label={`Deliver order ${index + 1}: ${orderTitle(order)} for ${order.userEmail}`}
                  onClick={() => deliver(order)}
                >
                  {running === `deliver-${order._id}` ? 'Delivering…' : 'Deliver'}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
