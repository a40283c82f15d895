// Manage The Orders: every order, and the admins' steps: confirming cash on delivery with its
// buyer, shipping a paid one (or one paid in cash on delivery), then marking it delivered;
// recording cash, a transfer or a refund by hand; cancelling one that has not shipped; and
// deciding on a payment held (accept it, give it back, or record it given back by hand).
import { call, endpoint } from '@/lib/api-client';
import type { AdminStep, Deleted, Modified, MoneyStep, Note, Order, OrderUpdate } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';
import { isFiltered, type OrderFilter } from './order-filter';

/**
 * The admins' orders under a filter, newest first (the server filters). Without one the
 * closed orders show only when asked; a filter shows what it names, closed ones included.
 */
export function useAllOrders(showClosed: boolean, filter: OrderFilter = {}) {
  const open = !showClosed && !isFiltered(filter) ? true : undefined;
  return useCursorList<Order>(endpoint('GET /orders', { query: { ...filter, open } }));
}

/** An export of the orders a filter shows, or of the buyers who placed them. */
export const exportPath = (what: 'orders' | 'customers', filter: OrderFilter) =>
  endpoint(what === 'orders' ? 'GET /exports/orders' : 'GET /exports/customers', { query: filter });

/** What the owner decides about a payment held for them. */
export type HeldDecision = 'acceptHeld' | 'refundHeld' | 'heldRefunded';

/** Anything an admin does to an order from this page. */
export type OrderAction = AdminStep | MoneyStep | 'cancel' | HeldDecision;

const stepBody: Record<AdminStep | MoneyStep, OrderUpdate> = {
  confirm: { isConfirmed: true },
  ship: { isShipped: true },
  deliver: { isDelivered: true },
  // The server knows from the order whether it waits for cash or a transfer.
  receiveCash: { isPaid: true },
  receiveTransfer: { isPaid: true },
  recordRefund: { isRefunded: true },
};

const heldDecision = {
  acceptHeld: 'POST /payments/{id}/accept',
  refundHeld: 'POST /payments/{id}/refund',
  heldRefunded: 'POST /payments/{id}/refunded',
} as const;

/** Takes `action` on `order`; the server's reply names what was done. */
export function takeStep(order: Order, action: OrderAction): Promise<Modified | Deleted | Note> {
  switch (action) {
    case 'cancel':
      return call('DELETE /orders/{key}', { params: { key: order._id } });
    case 'acceptHeld':
    case 'refundHeld':
    case 'heldRefunded':
      return call(heldDecision[action], { params: { id: order.paymentCheck?._id ?? 0 } });
    default:
      return call('PUT /orders/{key}', { params: { key: order._id }, body: stepBody[action] });
  }
}
