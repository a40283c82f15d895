// Placing the cart as one order.
import { call } from '@/lib/api-client';
import type { CartLine, DeliveryForm } from '@/lib/model';

/** The whole cart as one order; the server drops these tools from the account's cart. */
export const placeCartOrder = (lines: CartLine[], delivery: DeliveryForm, idempotencyKey: string, poNumber?: string) =>
  call('POST /orders', {
    body: { lines: lines.map((line) => ({ toolId: line.toolId, quantity: String(line.quantity) })), delivery, fromCart: true, idempotencyKey, poNumber },
  });
