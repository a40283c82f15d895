// Manage The Orders: every order, and the admins' steps: shipping a paid one, then marking it
// delivered.
import { api } from '@/lib/api-client';
import type { AdminStep, Modified, Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useAllOrders = () => useApi<Order[]>('/orders');

const stepBody: Record<AdminStep, object> = { ship: { isShipped: true }, deliver: { isDelivered: true } };

export const takeStep = (orderId: number, step: AdminStep) => api<Modified>(`/orders/${orderId}`, { method: 'PUT', body: stepBody[step] });
