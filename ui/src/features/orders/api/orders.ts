// Ordering a tool, changing where an order goes, and cancelling one.
import { api } from '@/lib/api-client';
import type { DeliveryForm, Deleted, Inserted, Modified, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useTool = (id: string) => useApi<Tool>(`/tools/${encodeURIComponent(id)}`);

/** `idempotencyKey`: one per visit of the page, so a double click places one order. */
export const placeOrder = (order: { toolId: number; quantity: string; idempotencyKey: string; delivery: DeliveryForm }) =>
  api<Inserted>('/orders', { method: 'POST', body: order });

export const changeDelivery = (orderId: number, delivery: DeliveryForm) =>
  api<Modified>(`/orders/${orderId}/delivery`, { method: 'PUT', body: delivery });

export const cancelOrder = (orderId: number) => api<Deleted>(`/orders/${orderId}`, { method: 'DELETE' });
