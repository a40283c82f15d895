// Manage Orders' filter, kept in the address (`?payment=unpaid&from=2026-11-01`) so a filtered
// list can be bookmarked and the overview can link to one. The names and values are the API's
// own (`GET /api/orders`), so the address passes to the server as it is.
import type { Endpoints } from '@/generated/endpoints';
import type { MessageKey } from '@/lib/i18n';
import { methodLabels, type DeliveryState, type PaymentMethod, type PaymentState } from '@/lib/model';

/** The filter's fields, as the exports take them (days are `YYYY-MM-DD`, in Dhaka). */
export type OrderFilter = Omit<Endpoints['GET /exports/orders']['query'], 'open'>;

// Each choice's name, by every value its type has (so a new state cannot be left out); the
// lists below are their keys, in this order.
export const paymentLabels: Record<PaymentState, MessageKey> = {
  unpaid: 'PAYMENT_STATE_UNPAID',
  paid: 'PAYMENT_STATE_PAID',
  refunded: 'PAYMENT_STATE_REFUNDED',
};

export const deliveryLabels: Record<DeliveryState, MessageKey> = {
  'to-confirm': 'DELIVERY_STATE_TO_CONFIRM',
  'to-ship': 'DELIVERY_STATE_TO_SHIP',
  'on-the-way': 'DELIVERY_STATE_ON_THE_WAY',
  delivered: 'DELIVERY_STATE_DELIVERED',
  cancelled: 'DELIVERY_STATE_CANCELLED',
};

/** The ways to pay as the filter names them: the two card methods told apart. */
export const methodFilterLabels: Record<PaymentMethod, MessageKey> = {
  ...methodLabels,
  'test-card': 'METHOD_CARD_TEST',
  stripe: 'METHOD_CARD_STRIPE',
};

const keysOf = <T extends string>(labels: Record<T, MessageKey>) => Object.keys(labels) as T[];
export const paymentStates = keysOf(paymentLabels);
export const deliveryStates = keysOf(deliveryLabels);
export const paymentMethods = keysOf(methodFilterLabels);

const keys = ['payment', 'delivery', 'method', 'from', 'to', 'buyer'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The filter an address asks for; what is not a known value is left out. */
export function readFilter(params: URLSearchParams): OrderFilter {
  return {
    payment: oneOf(paymentStates, params.get('payment')),
    delivery: oneOf(deliveryStates, params.get('delivery')),
    method: oneOf(paymentMethods, params.get('method')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    buyer: params.get('buyer')?.trim() || undefined,
  };
}

/** The filter as query parameters, only those set. */
export function filterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const isFiltered = (filter: OrderFilter) => filterParams(filter).size > 0;

/** The address of Manage Orders under a filter: what the overview links to. */
export const manageOrdersLink = (path: string, filter: OrderFilter) => {
  const query = filterParams(filter).toString();
  return query ? `${path}?${query}` : path;
};
