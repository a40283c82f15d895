// The cart page's calls: the tools of its lines, fresh, and placing the order.
import { call, endpoint } from '@/lib/api-client';
import type { CartLine, DeliveryForm, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The lines' tools as the catalogue has them now; a tool that has gone is missing. */
export const useCartTools = (toolIds: number[]) =>
  useApi<Tool[]>(toolIds.length > 0 ? endpoint('GET /tools', { query: { ids: toolIds.join(',') } }) : null);

/** The whole cart as one order; the server drops these tools from the account's cart. */
export const placeCartOrder = (lines: CartLine[], delivery: DeliveryForm, idempotencyKey: string) =>
  call('POST /orders', {
    body: { lines: lines.map((line) => ({ toolId: line.toolId, quantity: String(line.quantity) })), delivery, fromCart: true, idempotencyKey },
  });
