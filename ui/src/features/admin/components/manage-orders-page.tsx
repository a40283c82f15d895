import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InvoiceButton } from '@/components/invoice-button';
import { deliveryLine, orderTitle } from '@/components/order-card';
import { ClosedOrdersSwitch, OrderReference, StatusBadge, Timeline, visibleOrders } from '@/components/order-status';
import { formatMoney, messages, type AdminStep, type Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { takeStep, useAllOrders } from '../api/orders';
import { AdminTable } from './admin-table';

const COLUMNS = ['No.', 'Product Name', 'Ordered Quantity', 'Total Price', 'User Name', 'User Email', 'Address', 'Contact Number', 'Payment', 'Status'] as const;

/** A cell that names its column, for the card layout on phones. */
function Cell({ column, className, children }: { column: (typeof COLUMNS)[number]; className?: string; children: ReactNode }) {
  return (
    <td className={className} data-label={column}>
      {/* One box, so the card layout puts the whole value beside its label. */}
      <div>{children}</div>
    </td>
  );
}

/** What each step's button says. */
const stepLabel: Record<AdminStep, string> = { ship: 'Ship', deliver: 'Deliver' };

/** A step waiting for the admin's yes. */
interface Pending {
  order: Order;
  step: AdminStep;
}

/**
 * Manage The Orders: every order, newest first, with its number and date, where it goes, its
 * status, and the one next step that will work (Ship a paid order, then Deliver it), each
 * asked first.
 */
export function ManageOrdersPage() {
  useTitle('Manage The Orders');
  const { data: orders, loading, error, reload } = useAllOrders();
  const [showClosed, setShowClosed] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const { busy, run } = useMutation();
  const { shown, closed } = visibleOrders(orders, showClosed);

  async function confirm() {
    if (!pending) return;
    const { order, step } = pending;
    const taken = await run('step', () => takeStep(order._id, step), {
      success: step === 'ship' ? messages.ORDER_SHIPPED : messages.ORDER_DELIVERED,
    });
    setPending(null);
    if (taken) reload();
  }

  return (
    <section>
      <h1>Manage The Orders</h1>
      <ClosedOrdersSwitch count={closed} checked={showClosed} onChange={setShowClosed} />
      <AdminTable
        caption="All orders"
        dense
        columns={[...COLUMNS]}
        rows={shown}
        loading={loading}
        error={error}
        onRetry={reload}
        empty={closed > 0 ? 'No open orders.' : 'No orders yet.'}
        row={(order) => (
          <tr key={order._id}>
            <Cell className="table__nowrap" column="No.">
              <OrderReference order={order} stacked />
            </Cell>
            <Cell column="Product Name">
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
            </Cell>
            <Cell column="Ordered Quantity">{order.quantity}</Cell>
            <Cell column="Total Price">{formatMoney(order.totalPrice)}</Cell>
            <Cell column="User Name">{order.userName}</Cell>
            <Cell column="User Email">
              <BreakableEmail address={order.userEmail} />
            </Cell>
            <Cell className="table__address" column="Address">
              {order.recipient && <strong>{order.recipient}</strong>}
              {order.recipient && <br />}
              {deliveryLine(order) ?? messages.NO_ADDRESS}
            </Cell>
            <Cell column="Contact Number">{order.phoneNumber ?? messages.NO_PHONE}</Cell>
            <Cell column="Payment">
              <Payment order={order} />
            </Cell>
            <Cell column="Status">
              <span className="table__actions">
                <StatusBadge status={order.status} />
                <NextStep order={order} onStep={(step) => setPending({ order, step })} />
              </span>
              <details className="table__details">
                <summary>Dates</summary>
                <Timeline order={order} />
              </details>
            </Cell>
          </tr>
        )}
      />
      <StepDialog pending={pending} busy={busy} onConfirm={confirm} onCancel={() => setPending(null)} />
    </section>
  );
}

/** An email address that may wrap before its @ in a narrow column, never mid-word. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** Paid (with its invoice), Unpaid, or Refunded. */
function Payment({ order }: { order: Order }) {
  if (order.status === 'refunded') return <span className="badge badge--muted">{messages.STATUS_REFUNDED}</span>;
  if (!order.isPaid) return <span className="badge badge--pending">Unpaid</span>;
  return (
    <span className="table__actions">
      <span className="badge badge--paid">Paid</span>
      <InvoiceButton order={order} compact />
    </span>
  );
}

/** The admins' one next step, or nothing when there is none; Ship waits for an address. */
function NextStep({ order, onStep }: { order: Order; onStep: (step: AdminStep) => void }) {
  const step = order.adminStep;
  if (!step) return null;
  // The server refuses to ship an order that does not say where it goes.
  const blocked = step === 'ship' && !order.hasDeliveryDetails;
  const label = `${stepLabel[step]} order ${order.orderNumber}: ${orderTitle(order)} for ${order.userEmail}`;
  return (
    <>
      <button type="button" className="button button--small" aria-label={label} disabled={blocked} onClick={() => onStep(step)}>
        {stepLabel[step]}
      </button>
      {blocked && <span className="muted small">{messages.SHIP_NEEDS_DELIVERY}</span>}
    </>
  );
}

function StepDialog({ pending, busy, onConfirm, onCancel }: { pending: Pending | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const order = pending?.order;
  const ship = pending?.step === 'ship';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={order ? (ship ? `Ship order ${order.orderNumber}?` : `Mark order ${order.orderNumber} delivered?`) : ''}
      confirmLabel={ship ? 'Ship' : 'Deliver'}
      cancelLabel="Cancel"
      busy={busy}
      tone="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {order && (
        <>
          <p>
            {orderTitle(order)}, {order.quantity} pieces, to <strong>{order.recipient}</strong>: {deliveryLine(order)} · {order.phoneNumber}
          </p>
          <p>
            {ship
              ? 'The buyer sees it as Shipped, and it can no longer be cancelled.'
              : 'Only once the buyer has the parcel: they can then review the tools.'}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
