// Manage The Orders: every order, and the admins' steps: shipping a paid one (or one paid in
// cash on delivery), then marking it delivered; recording cash, a transfer or a refund by hand.
import { api } from '@/lib/api-client';
import type { AdminStep, Modified, MoneyStep, Order } from '@/lib/model';
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

/** Anything an admin does to an order from this page. */
export type OrderAction = AdminStep | MoneyStep;

const actionBody: Record<OrderAction, object> = {
  ship: { isShipped: true },
  deliver: { isDelivered: true },
  // The server knows from the order whether it waits for cash or a transfer.
  receiveCash: { isPaid: true },
  receiveTransfer: { isPaid: true },
  recordRefund: { isRefunded: true },
};

export const takeStep = (orderId: number, action: OrderAction) =>
  api<Modified>(`/orders/${orderId}`, { method: 'PUT', body: actionBody[action] });
