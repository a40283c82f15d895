// Ordering a tool, changing where an order goes, and cancelling one.
import { call, endpoint } from '@/lib/api-client';
import type { DeliveryForm, PlaceOrder, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useTool = (id: string) => useApi<Tool>(endpoint('GET /tools/{id}', { params: { id } }));

/** `idempotencyKey`: one per visit of the page, so a double click places one order. */
export const placeOrder = (order: PlaceOrder) => call('POST /orders', { body: order });

export const changeDelivery = (orderId: number, delivery: DeliveryForm) =>
  call('PUT /orders/{id}/delivery', { params: { id: orderId }, body: delivery });

export const cancelOrder = (orderId: number) => call('DELETE /orders/{key}', { params: { key: orderId } });
