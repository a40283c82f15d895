// Manage The Orders: every order, and the admins' steps: shipping a paid one (or one paid in
// cash on delivery), then marking it delivered; recording cash, a transfer or a refund by hand.
import { api } from '@/lib/api-client';
import type { AdminStep, Modified, MoneyStep, Order } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

/** The admins' orders, newest first; the closed ones only when asked (the server filters). */
export const useAllOrders = (showClosed: boolean) => useCursorList<Order>(showClosed ? '/orders' : '/orders?open=true');

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
