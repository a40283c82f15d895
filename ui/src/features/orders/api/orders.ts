// Ordering a tool, changing where an order goes, and cancelling one.
import { call, endpoint } from '@/lib/api-client';
import type { DeliveryForm, PlaceOrder, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useTool = (id: string) => useApi<Tool>(endpoint('get_tool', { params: { id } }));

/** `idempotencyKey`: one per visit of the page, so a double click places one order. */
export const placeOrder = (order: PlaceOrder) => call('place_order', { body: order });

export const changeDelivery = (orderId: number, delivery: DeliveryForm) =>
  call('change_delivery', { params: { id: orderId }, body: delivery });

export const cancelOrder = (orderId: number) => call('cancel_order', { params: { key: orderId } });
