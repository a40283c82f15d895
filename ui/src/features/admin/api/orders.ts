// Manage The Orders: every order, and the admins' steps: confirming cash on delivery with its
// buyer, shipping a paid one (or one paid in cash on delivery), then marking it delivered;
// recording cash, a transfer or a refund by hand; cancelling one that has not shipped; and
// deciding on a payment held (accept it, give it back, or record it given back by hand).
import { api } from '@/lib/api-client';
import type { AdminStep, Deleted, Modified, MoneyStep, Note, Order } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';
import { filterParams, isFiltered, type OrderFilter } from './order-filter';

/**
 * The admins' orders under a filter, newest first (the server filters). Without one the
 * closed orders show only when asked; a filter shows what it names, closed ones included.
 */
export function useAllOrders(showClosed: boolean, filter: OrderFilter = {}) {
  const params = filterParams(filter);
  if (!showClosed && !isFiltered(filter)) params.set('open', 'true');
  const query = params.toString();
  return useCursorList<Order>(query ? `/orders?${query}` : '/orders');
}

/** An export of the orders a filter shows, or of the buyers who placed them. */
export const exportPath = (what: 'orders' | 'customers', filter: OrderFilter) => {
  const query = filterParams(filter).toString();
  return `/exports/${what}${query ? `?${query}` : ''}`;
};

/** What the owner decides about a payment held for them. */
export type HeldDecision = 'acceptHeld' | 'refundHeld' | 'heldRefunded';

/** Anything an admin does to an order from this page. */
export type OrderAction = AdminStep | MoneyStep | 'cancel' | HeldDecision;

const stepBody: Record<AdminStep | MoneyStep, object> = {
  confirm: { isConfirmed: true },
  ship: { isShipped: true },
  deliver: { isDelivered: true },
  // The server knows from the order whether it waits for cash or a transfer.
  receiveCash: { isPaid: true },
  receiveTransfer: { isPaid: true },
  recordRefund: { isRefunded: true },
};

const heldPath: Record<HeldDecision, string> = {
  acceptHeld: 'accept',
  refundHeld: 'refund',
  heldRefunded: 'refunded',
};

/** Takes `action` on `order`; the server's reply names what was done. */
export function takeStep(order: Order, action: OrderAction): Promise<Modified | Deleted | Note> {
  switch (action) {
    case 'cancel':
      return api<Deleted>(`/orders/${order._id}`, { method: 'DELETE' });
    case 'acceptHeld':
    case 'refundHeld':
    case 'heldRefunded':
      return api<Note>(`/payments/${order.paymentCheck?._id ?? 0}/${heldPath[action]}`, { method: 'POST' });
    default:
      return api<Modified>(`/orders/${order._id}`, { method: 'PUT', body: stepBody[action] });
  }
}
