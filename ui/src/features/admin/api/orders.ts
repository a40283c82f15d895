// Manage The Orders: every order, and the admins' steps: shipping a paid one (or one paid in
// cash on delivery), then marking it delivered; recording cash, a transfer or a refund by hand.
import { api } from '@/lib/api-client';
import type { AdminStep, Modified, MoneyStep, Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useAllOrders = () => useApi<Order[]>('/orders');

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
