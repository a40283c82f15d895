import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InvoiceButton } from '@/components/invoice-button';
import { deliveryLine, orderTitle } from '@/components/order-card';
import { ClosedOrdersSwitch, OrderReference, StatusBadge, Timeline, visibleOrders } from '@/components/order-status';
import { methodLabels, moneyStepLabels, type AdminStep, type MoneyStep, type Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { takeStep, useAllOrders, type OrderAction } from '../api/orders';
import { AdminTable } from './admin-table';
import { formatMoney, words } from '@/lib/i18n';

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
  step: OrderAction;
}

/**
 * Manage The Orders: every order, newest first, with its number and date, where it goes, how
 * it is paid, its status, and the one next step that will work (Ship a paid order or one paid
 * in cash on delivery, then Deliver it; record cash, a transfer or a refund made by hand),
 * each asked first.
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
    // The server's reply names what was done.
    const taken = await run('step', () => takeStep(order._id, step));
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
              {deliveryLine(order) ?? words.NO_ADDRESS}
            </Cell>
            <Cell column="Contact Number">{order.phoneNumber ?? words.NO_PHONE}</Cell>
            <Cell column="Payment">
              <Payment order={order} onMoney={(step) => setPending({ order, step })} />
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

/** How it is paid, Paid (with its invoice), Unpaid or Refunded, and money to record by hand. */
function Payment({ order, onMoney }: { order: Order; onMoney: (step: MoneyStep) => void }) {
  const badge =
    order.status === 'refunded' ? (
      <span className="badge badge--muted">{words.STATUS_REFUNDED}</span>
    ) : order.isPaid ? (
      <>
        <span className="badge badge--paid">Paid</span>
        <InvoiceButton order={order} compact />
      </>
    ) : (
      <span className="badge badge--pending">Unpaid</span>
    );
  const step = order.moneyStep;
  return (
    <>
      <span className="table__actions">
        {badge}
        {step && (
          <button
            type="button"
            className="button button--small button--outline"
            aria-label={`${words[moneyStepLabels[step]]}: order ${order.orderNumber} for ${order.userEmail}`}
            onClick={() => onMoney(step)}
          >
            {words[moneyStepLabels[step]]}
          </button>
        )}
      </span>
      {order.paymentMethod && <span className="muted small">{words[methodLabels[order.paymentMethod]]}</span>}
    </>
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
      {blocked && <span className="muted small">{words.SHIP_NEEDS_DELIVERY}</span>}
    </>
  );
}

/** What the admin is asked before each action: a title, the button, and what it means. */
function question(order: Order, step: OrderAction): { title: string; confirm: string; meaning: ReactNode } {
  const total = formatMoney(order.totalPrice);
  switch (step) {
    case 'ship':
      return {
        title: `Ship order ${order.orderNumber}?`,
        confirm: 'Ship',
        meaning: order.isPaid
          ? 'The buyer sees it as Shipped, and it can no longer be cancelled.'
          : `It is paid in cash on delivery: the courier collects ${total}. The buyer sees it as Shipped, and it can no longer be cancelled.`,
      };
    case 'deliver':
      return {
        title: `Mark order ${order.orderNumber} delivered?`,
        confirm: 'Deliver',
        meaning: 'Only once the buyer has the parcel: they can then review the tools.',
      };
    case 'receiveCash':
      return {
        title: `Record the cash for order ${order.orderNumber}?`,
        confirm: words.CASH_RECEIVED,
        meaning: `Only once the courier has handed over ${total} collected from ${order.recipient ?? order.userName}. The order becomes Paid.`,
      };
    case 'receiveTransfer':
      return {
        title: `Record the transfer for order ${order.orderNumber}?`,
        confirm: words.TRANSFER_RECEIVED,
        meaning: `Only once ${total} with the reference ${order.orderNumber} has reached the shop's account. The order becomes Paid and can ship.`,
      };
    case 'recordRefund':
      return {
        title: `Record the refund of order ${order.orderNumber}?`,
        confirm: words.REFUND_RECORDED,
        meaning: `Only once ${total} has gone back to ${order.userName} outside the shop (by bank transfer or in cash). The order becomes Refunded.`,
      };
  }
}

function StepDialog({ pending, busy, onConfirm, onCancel }: { pending: Pending | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const order = pending?.order;
  const asked = pending ? question(pending.order, pending.step) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={asked?.title ?? ''}
      confirmLabel={asked?.confirm ?? ''}
      cancelLabel="Cancel"
      busy={busy}
      tone="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {order && asked && (
        <>
          <p>
            {orderTitle(order)}, {order.quantity} pieces, to <strong>{order.recipient}</strong>: {deliveryLine(order)} · {order.phoneNumber}
          </p>
          <p>{asked.meaning}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
