import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TaxDocumentButtons } from '@/components/tax-document-buttons';
import { SalesRegister } from './sales-register';
import { deliveryLine, orderTitle } from '@/components/order-card';
import { ClosedOrdersSwitch, OrderReference, StatusBadge, Timeline } from '@/components/order-status';
import { ShowMore } from '@/components/show-more';
import { checkStateLabels, methodLabels, moneyStepLabels, statusRules, type AdminStep, type MoneyStep, type Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { exportPath, takeStep, useAllOrders, type HeldDecision, type OrderAction } from '../api/orders';
import { filterParams, isFiltered, readFilter, type OrderFilter } from '../api/order-filter';
import { OrderFilters } from './order-filters';
import { useSearchParams } from 'react-router-dom';
import { download } from '@/lib/download';
import { saveFile } from '@/lib/save-file';
import { AdminTable } from './admin-table';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney, type MessageKey } from '@/lib/i18n';
import { toolName } from '@/lib/tool-text';
import { bookable, useCourierDefaults, useCouriers } from '../api/parcels';
import { BulkBooking, CourierDefaultsEditor, ParcelCell } from './courier-booking';

const COLUMNS = [
  'COL_NO',
  'COL_PRODUCT_NAME',
  'COL_ORDERED_QUANTITY',
  'COL_TOTAL_PRICE',
  'COL_USER_NAME',
  'COL_USER_EMAIL',
  'COL_ADDRESS',
  'COL_CONTACT',
  'COL_PAYMENT',
  'COL_STATUS',
] as const;

/** A cell that names its column, for the card layout on phones. */
function Cell({ column, className, children }: { column: (typeof COLUMNS)[number]; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td className={className} data-label={t(column)}>
      {/* One box, so the card layout puts the whole value beside its label. */}
      <div>{children}</div>
    </td>
  );
}

/** What each step's button says. */
const stepLabel = { confirm: 'STEP_CONFIRM', ship: 'STEP_SHIP', deliver: 'STEP_DELIVER' } as const satisfies Record<AdminStep, MessageKey>;

/** What each decision on a held payment's button says. */
const heldLabel = { acceptHeld: 'HELD_ACCEPT', refundHeld: 'HELD_REFUND', heldRefunded: 'HELD_REFUNDED' } as const satisfies Record<
  HeldDecision,
  MessageKey
>;

/** A step waiting for the admin's yes. */
interface Pending {
  order: Order;
  step: OrderAction;
}

/**
 * Manage The Orders: every order, newest first, with its number and date, where it goes, how
 * it is paid, its status, and the one next step that will work (Confirm cash on delivery with
 * the buyer, Ship a paid order or one paid in cash on delivery, then Deliver it; record cash,
 * a transfer or a refund made by hand; decide on a payment held), Cancel while it has not
 * shipped, each asked first.
 */
export function ManageOrdersPage() {
  const { t } = useTranslation();
  useTitle(t('MANAGE_ORDERS_TITLE'));
  const [showClosed, setShowClosed] = useState(false);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const filtered = isFiltered(filter);
  const list = useAllOrders(showClosed, filter);
  const { items: shown, loading, error, reload } = list;
  const closed = Number(list.header('X-Closed-Count') ?? 0);
  const [pending, setPending] = useState<Pending | null>(null);
  const { busy, run } = useMutation();
  const couriers = useCouriers();
  const courierDefaults = useCourierDefaults();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectedOrders = (shown ?? []).filter((order) => selected.has(order._id) && selectable(order));

  function select(order: Order, on: boolean) {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(order._id);
      else next.delete(order._id);
      return next;
    });
  }

  function booked() {
    setSelected(new Set());
    reload();
  }

  async function saveExport(what: 'orders' | 'customers') {
    const file = await run(`export-${what}`, () => download(exportPath(what, filter)), { success: null });
    if (file) saveFile(file, `${what}.csv`);
  }

  async function confirm() {
    if (!pending) return;
    const { order, step } = pending;
    // The server's reply names what was done.
    const taken = await run('step', () => takeStep(order, step));
    setPending(null);
    if (taken) reload();
  }

  return (
    <section>
      <h1>{t('MANAGE_ORDERS_TITLE')}</h1>
      <OrderFilters filter={filter} onChange={(next: OrderFilter) => setParams(filterParams(next))} />
      <div className="filters__summary">
        {filtered ? (
          <p className="muted" role="status">
            {loading ? '' : t('ORDERS_MATCHING', { count: formatCount(list.total) })}
          </p>
        ) : (
          <ClosedOrdersSwitch count={closed} checked={showClosed} onChange={setShowClosed} />
        )}
        <span className="filters__exports">
          <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => void saveExport('orders')}>
            {t('EXPORT_ORDERS')}
          </button>
          <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => void saveExport('customers')}>
            {t('EXPORT_CUSTOMERS')}
          </button>
        </span>
      </div>
      <BulkBooking selected={selectedOrders} couriers={couriers} onDone={booked} />
      <AdminTable
        caption={t('ALL_ORDERS')}
        dense
        columns={COLUMNS.map((column) => t(column))}
        rows={shown}
        loading={loading}
        error={error}
        onRetry={reload}
        empty={filtered ? t('NO_ORDERS_MATCH') : closed > 0 ? t('NO_OPEN_ORDERS_DOT') : t('NO_ORDERS_YET_DOT')}
        row={(order) => (
          <tr key={order._id}>
            <Cell className="table__nowrap" column="COL_NO">
              {selectable(order) && (
                <input
                  type="checkbox"
                  className="table__select"
                  aria-label={t('SELECT_ORDER', { number: order.orderNumber })}
                  checked={selected.has(order._id)}
                  onChange={(event) => select(order, event.target.checked)}
                />
              )}
              <OrderReference order={order} stacked />
            </Cell>
            <Cell className="table__product" column="COL_PRODUCT_NAME">
              {order.lines.length > 1 ? (
                <ul className="table__list">
                  {order.lines.map((line) => (
                    <li key={line._id}>
                      {toolName(line)} × {formatCount(line.quantity)}
                    </li>
                  ))}
                </ul>
              ) : (
                orderTitle(order)
              )}
            </Cell>
            <Cell column="COL_ORDERED_QUANTITY">{formatCount(order.quantity)}</Cell>
            <Cell className="table__money" column="COL_TOTAL_PRICE">
              {formatMoney(order.totalPrice)}
            </Cell>
            <Cell column="COL_USER_NAME">{order.userName}</Cell>
            <Cell column="COL_USER_EMAIL">
              <BreakableEmail address={order.userEmail} />
            </Cell>
            <Cell className="table__address" column="COL_ADDRESS">
              {order.recipient && <strong>{order.recipient}</strong>}
              {order.recipient && <br />}
              {deliveryLine(order) ?? t('NO_ADDRESS')}
            </Cell>
            <Cell column="COL_CONTACT">{order.phoneNumber ?? t('NO_PHONE')}</Cell>
            <Cell column="COL_PAYMENT">
              <Payment order={order} onMoney={(step) => setPending({ order, step })} />
              <PaymentCheck order={order} onDecide={(step) => setPending({ order, step })} />
            </Cell>
            <Cell column="COL_STATUS">
              <span className="table__actions">
                <StatusBadge status={order.status} />
                <NextStep order={order} onStep={(step) => setPending({ order, step })} />
                {/* Until it ships, as for its buyer: an unpaid order nobody answers for, say. */}
                {statusRules[order.status].buyerMayCancel && (
                  <button
                    type="button"
                    className="button button--small button--outline"
                    aria-label={t('ADMIN_STEP_NAMED', { step: t('CANCEL_ORDER'), number: order.orderNumber, title: orderTitle(order), email: order.userEmail })}
                    onClick={() => setPending({ order, step: 'cancel' })}
                  >
                    {t('CANCEL_ORDER')}
                  </button>
                )}
              </span>
              <ParcelCell order={order} couriers={couriers} defaults={courierDefaults.data} onChanged={reload} />
              <details className="table__details">
                <summary>{t('DATES')}</summary>
                <Timeline order={order} />
              </details>
            </Cell>
          </tr>
        )}
      />
      <ShowMore list={list} />
      {couriers.length > 1 && <CourierDefaultsEditor couriers={couriers} defaults={courierDefaults.data} onSaved={courierDefaults.reload} />}
      <SalesRegister />
      <StepDialog pending={pending} busy={busy} onConfirm={confirm} onCancel={() => setPending(null)} />
    </section>
  );
}

/** An order chosen for a batch: one to book, or one booked whose label to print. */
const selectable = (order: Order) => bookable(order) || (order.parcel !== null && !order.parcel.unconfirmed);

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
  const { t } = useTranslation();
  const badge =
    order.status === 'refunded' ? (
      <>
        <span className="badge badge--muted">{t('STATUS_REFUNDED')}</span>
        <TaxDocumentButtons order={order} compact />
      </>
    ) : order.isPaid ? (
      <>
        <span className="badge badge--paid">{t('PAID_BADGE')}</span>
        <TaxDocumentButtons order={order} compact />
      </>
    ) : (
      <span className="badge badge--pending">{t('UNPAID_BADGE')}</span>
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
            aria-label={t('MONEY_STEP_NAMED', { step: t(moneyStepLabels[step]), number: order.orderNumber, email: order.userEmail })}
            onClick={() => onMoney(step)}
          >
            {t(moneyStepLabels[step])}
          </button>
        )}
      </span>
      {order.paymentMethod && <span className="muted small">{t(methodLabels[order.paymentMethod])}</span>}
      {order.confirmedBy && <span className="muted small">{t(order.confirmedBy === 'buyer' ? 'CONFIRMED_BY_BUYER' : 'CONFIRMED_BY_SHOP')}</span>}
    </>
  );
}

/**
 * A payment not settled yet: being checked with its provider (nothing to do), or held for the
 * owner, with what came, why it was held, and the three decisions.
 */
function PaymentCheck({ order, onDecide }: { order: Order; onDecide: (decision: HeldDecision) => void }) {
  const { t } = useTranslation();
  const check = order.paymentCheck;
  if (!check) return null;
  const held = check.state === 'held';
  return (
    <div className="table__check">
      <span className={held ? 'badge badge--pending' : 'badge badge--muted'}>{t(checkStateLabels[check.state])}</span>{' '}
      <span className="muted small">
        {formatMoney(check.amount)} · {t(methodLabels[check.method])}
      </span>
      {held && check.note && <p className="muted small">{check.note}</p>}
      {held && (
        <span className="table__actions">
          {(['acceptHeld', 'refundHeld', 'heldRefunded'] as const).map((decision) => (
            <button
              key={decision}
              type="button"
              className={decision === 'acceptHeld' ? 'button button--small' : 'button button--small button--outline'}
              aria-label={t('MONEY_STEP_NAMED', { step: t(heldLabel[decision]), number: order.orderNumber, email: order.userEmail })}
              onClick={() => onDecide(decision)}
            >
              {t(heldLabel[decision])}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}

/** The admins' one next step, or nothing when there is none; Ship waits for an address. */
function NextStep({ order, onStep }: { order: Order; onStep: (step: AdminStep) => void }) {
  const { t } = useTranslation();
  const step = order.adminStep;
  if (!step) return null;
  // The server refuses to ship an order that does not say where it goes.
  const blocked = step === 'ship' && !order.hasDeliveryDetails;
  const label = t('ADMIN_STEP_NAMED', { step: t(stepLabel[step]), number: order.orderNumber, title: orderTitle(order), email: order.userEmail });
  return (
    <>
      <button type="button" className="button button--small" aria-label={label} disabled={blocked} onClick={() => onStep(step)}>
        {t(stepLabel[step])}
      </button>
      {blocked && <span className="muted small">{t('SHIP_NEEDS_DELIVERY')}</span>}
    </>
  );
}

/** What the admin is asked before each action: a title, the button, and what it means. */
function question(order: Order, step: OrderAction, t: TFunction): { title: string; confirm: string; meaning: ReactNode } {
  const params = { number: order.orderNumber, total: formatMoney(order.totalPrice) };
  const check = order.paymentCheck;
  const held = {
    ...params,
    amount: check ? formatMoney(check.amount) : '',
    method: check ? t(methodLabels[check.method]) : '',
    note: check?.note ?? '',
  };
  switch (step) {
    case 'confirm':
      return { title: t('CONFIRM_Q', params), confirm: t('STEP_CONFIRM'), meaning: t('CONFIRM_MEANING', params) };
    case 'cancel':
      return { title: t('ADMIN_CANCEL_Q', params), confirm: t('CANCEL_ORDER'), meaning: t('ADMIN_CANCEL_MEANING') };
    case 'acceptHeld':
      return { title: t('HELD_ACCEPT_Q', params), confirm: t('HELD_ACCEPT'), meaning: t('HELD_ACCEPT_MEANING', held) };
    case 'refundHeld':
      return { title: t('HELD_REFUND_Q', params), confirm: t('HELD_REFUND'), meaning: t('HELD_REFUND_MEANING', held) };
    case 'heldRefunded':
      return { title: t('HELD_REFUNDED_Q', params), confirm: t('HELD_REFUNDED'), meaning: t('HELD_REFUNDED_MEANING', held) };
    case 'ship':
      return {
        title: t('SHIP_Q', params),
        confirm: t('STEP_SHIP'),
        meaning: order.isPaid ? t('SHIP_PAID_MEANING') : t('SHIP_COD_MEANING', params),
      };
    case 'deliver':
      return { title: t('DELIVER_Q', params), confirm: t('STEP_DELIVER'), meaning: t('DELIVER_MEANING') };
    case 'receiveCash':
      return {
        title: t('CASH_Q', params),
        confirm: t('CASH_RECEIVED'),
        meaning: t('CASH_MEANING', { ...params, name: order.recipient ?? order.userName }),
      };
    case 'receiveTransfer':
      return { title: t('TRANSFER_Q', params), confirm: t('TRANSFER_RECEIVED'), meaning: t('TRANSFER_MEANING', params) };
    case 'recordRefund':
      return {
        title: t('REFUND_Q', params),
        confirm: t('REFUND_RECORDED'),
        meaning: t('REFUND_MEANING', { ...params, name: order.userName }),
      };
  }
}

function StepDialog({ pending, busy, onConfirm, onCancel }: { pending: Pending | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const order = pending?.order;
  const asked = pending ? question(pending.order, pending.step, t) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={asked?.title ?? ''}
      confirmLabel={asked?.confirm ?? ''}
      cancelLabel={t('CANCEL')}
      busy={busy}
      tone="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {order && asked && (
        <>
          <p>
            {t('STEP_ORDER_LINE', { title: orderTitle(order), count: formatCount(order.quantity) })} <strong>{order.recipient}</strong>: {deliveryLine(order)} · {order.phoneNumber}
          </p>
          <p>{asked.meaning}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
