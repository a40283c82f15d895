// The signed-in buyer's orders: a page at a time for My Orders and Add Review, one for the
// payment page.
import { endpoint } from '@/lib/api-client';
import type { Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useCursorList } from '@/lib/use-cursor-list';

/** One of the buyer's orders: the page of one that starts just past it (newest first, a cursor
 * is the id to go below), so the lookup costs the same however many orders the buyer has. An
 * order that is not theirs is simply not on it. */
export function useOwnOrder(email: string | undefined, id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id);
  const { data, ...loaded } = useApi<Order[]>(
    email && valid ? endpoint('GET /orders/{key}', { params: { key: email }, query: { limit: 1, after: String(BigInt(id) + 1n) } }) : null,
  );
  return {
    ...loaded,
    order: data?.find((order) => String(order._id) === id),
    /** Whether the lookup is over: the order is then there or not the buyer's. */
    looked: data !== undefined || (email !== undefined && !valid),
  };
}

/** The buyer's orders, newest first, a page at a time. */
export const useOwnOrderPages = (email: string | undefined) =>
  useCursorList<Order>(email ? endpoint('GET /orders/{key}', { params: { key: email } }) : null);
