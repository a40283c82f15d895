// The signed-in buyer's orders, which My Orders, Add Review and the payment page all read.
import type { Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useOwnOrders = (email: string | undefined) =>
  useApi<Order[]>(email ? `/orders/${encodeURIComponent(email)}` : null);
