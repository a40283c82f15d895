// Ordering a tool and cancelling an order.
import { api } from '@/lib/api-client';
import type { Deleted, Inserted, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useTool = (id: string) => useApi<Tool>(`/tools/${encodeURIComponent(id)}`);

/** `idempotencyKey`: one per visit of the page, so a double click places one order. */
export const placeOrder = (order: { toolId: number; quantity: string; idempotencyKey: string }) =>
  api<Inserted>('/orders', { method: 'POST', body: order });

export const cancelOrder = (orderId: number) => api<Deleted>(`/orders/${orderId}`, { method: 'DELETE' });
