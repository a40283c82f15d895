// Manage The Orders: every open order, and shipping a paid one.
import { api } from '@/lib/api-client';
import type { Modified, Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useAllOrders = () => useApi<Order[]>('/orders');

export const deliverOrder = (orderId: number) =>
  api<Modified>(`/orders/${orderId}`, { method: 'PUT', body: { isDelivered: true } });
