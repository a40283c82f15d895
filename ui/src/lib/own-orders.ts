// The signed-in buyer's orders: a page at a time for My Orders and Add Review, whole for the
// payment page, which looks one up.
import type { Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useCursorList } from '@/lib/use-cursor-list';

export const useOwnOrders = (email: string | undefined) =>
  useApi<Order[]>(email ? `/orders/${encodeURIComponent(email)}` : null);

/** The buyer's orders, newest first, a page at a time. */
export const useOwnOrderPages = (email: string | undefined) =>
  useCursorList<Order>(email ? `/orders/${encodeURIComponent(email)}` : null);
