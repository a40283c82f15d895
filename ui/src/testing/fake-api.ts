import { vi } from 'vitest';
import { vatSplit, type OrderStatus } from '@/lib/model';

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown; headers?: Record<string, string> };

/**
 * Stands in for the network: each path of the shop's API answers as the test says, anything
 * else is a 404. A path asked with a query string is answered by its own route if the test
 * gives one, else by the route of the bare path (a paged list's first page is then the whole
 * list: no next cursor). Returns the list of paths called.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const handler = routes[path] ?? routes[path.split('?')[0] ?? path];
    const { status, body, headers = {} } = handler ? handler(init) : { status: 404, body: { error: { message: 'not found' } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return calls;
}

export const buyer = {
  email: 'buyer@shop.test',
  role: 'user',
  displayName: 'Demo Buyer',
  photoURL: null,
  institution: null,
  phoneNumber: null,
  address: null,
  dateOfBirth: null,
  language: null,
  orderTexts: true,
  mobile: null,
};

export const admin = { ...buyer, email: 'admin@shop.test', role: 'admin', displayName: 'Shop Admin' };

/**
 * The demo buyer's order of 25 PT100 probes, placed on 20 Nov 2026, unpaid, going to
 * [`deliveryDetails`]: the fields every order fixture starts from (with its own `_id`).
 */
export const probeOrder = {
  userName: 'Demo Buyer',
  userEmail: 'buyer@shop.test',
  toolId: 4,
  toolName: 'PT100 Temperature Probe 200 mm',
  toolImage: '',
  toolPrice: 980,
  quantity: 25,
  totalPrice: 24500,
  isPaid: false,
  isDelivered: false,
  isReviewed: false,
  transactionId: null,
  createdAt: Date.UTC(2026, 10, 20, 4, 0),
};

/** The order fields a fixture leaves to [`withLine`]. */
interface OrderFixture {
  _id: number;
  toolId: number | null;
  toolName: string;
  toolImage: string;
  toolPrice: number;
  quantity: number;
  totalPrice: number;
  isPaid: boolean;
  isDelivered: boolean;
  isReviewed: boolean;
  createdAt: number;
  status?: OrderStatus;
}

/**
 * An order of the spec's one-tool shape, with the one line the server lists beside it and
 * what the server derives: its number, its status (from the flags unless given) and a
 * timeline. Delivery details and dates are absent unless the fixture gives them.
 */
export function withLine<T extends OrderFixture>(order: T) {
  const line = {
    _id: order._id * 10,
    toolId: order.toolId,
    toolName: order.toolName,
    toolImage: order.toolImage,
    unitPrice: order.toolPrice,
    quantity: order.quantity,
    totalPrice: order.totalPrice,
    vatRate: 1500,
    vat: vatSplit(order.totalPrice, 1500).vat,
    isReviewed: order.isReviewed,
  };
  const status: OrderStatus = order.status ?? (order.isDelivered ? 'delivered' : order.isPaid ? 'paid' : 'awaitingPayment');
  return {
    recipient: null,
    district: null,
    hasDeliveryDetails: false,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
    paymentMethod: null,
    confirmedAt: null,
    paymentCheck: null,
    parcel: null,
    moneyStep: null,
    // The server's table: a paid order ships, a shipped one is delivered.
    adminStep: status === 'paid' ? ('ship' as const) : status === 'shipped' ? ('deliver' as const) : null,
    orderNumber: `SHT-2026-${String(order._id).padStart(6, '0')}`,
    timeline: [{ event: 'placed' as const, at: order.createdAt }],
    vat: line.vat,
    ...order,
    status,
    lines: [line],
  };
}

/** Where a fixture's order goes. */
export const deliveryDetails = {
  recipient: 'Rahim Uddin',
  phoneNumber: '01712345678',
  address: 'House 4, Road 2, Dhanmondi',
  district: 'Dhaka',
  hasDeliveryDetails: true,
};
