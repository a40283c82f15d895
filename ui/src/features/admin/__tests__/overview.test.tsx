// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpAppTests, visitRecording, type Handlers } from '@/testing/app';
import { admin, deliveryDetails, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';
import type { Overview } from '@/lib/model';
import { readFilter } from '../api/order-filter';

// The drawing needs a canvas, which jsdom has not; its numbers are the table beside it.
vi.mock('@/features/admin/components/daily-chart', () => ({ DailyChart: () => <div data-testid="chart" /> }));

setUpAppTests('admin-token');

/** `count` days ending on 25 Nov 2026, the last with three orders. */
const daysUpTo = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const last = index === count - 1;
    return { day: new Date(Date.UTC(2026, 10, 26 - count + index)).toISOString().slice(0, 10), orders: last ? 3 : 0, revenue: last ? 24500.5 : 0 };
  });
const days = daysUpTo(30);

const overview: Overview = {
  today: '2026-11-25',
  day: { orders: 3, revenue: 24500.5, byMethod: [{ method: 'sslcommerz', orders: 2, revenue: 20000 }, { method: 'cod', orders: 1, revenue: 4500.5 }] },
  month: { orders: 40, revenue: 125000, byMethod: [{ method: 'sslcommerz', orders: 40, revenue: 125000 }] },
  waiting: { payment: 5, toShip: 2, onTheWay: 1, toConfirm: 4 },
  codMonths: [
    { month: '2026-11', shipped: 20, returned: 3 },
    { month: '2026-10', shipped: 8, returned: 0 },
  ],
  days,
  topTools: [{ _id: 2, toolName: 'Digital Vernier Caliper 150 mm', pieces: 420 }],
  lowStockBelow: 10,
  lowStock: [{ _id: 9, toolName: 'PT100 Probe', availableQuantity: 3, minOrder: 1 }],
};

/** The app signed in as the admin over `handlers`. */
const visit = (path: string, handlers: Handlers) =>
  visitRecording(path, {
    '/me': () => ({ status: 200, body: admin }),
    '/admin/admin%40shop.test': () => ({ status: 200, body: { admin: true } }),
    ...handlers,
  });

describe('The overview', () => {
  it("is the admins' home: the day's and month's figures, what waits, the chart's numbers and the lists", async () => {
    const { sent } = visit('/dashboard', {
      '/overview?days=30': () => ({ status: 200, body: overview }),
      '/overview?days=90': () => ({ status: 200, body: { ...overview, days: daysUpTo(90) } }),
      '/product/9': () => ({ status: 200, body: { modifiedCount: 1, availableQuantity: 53, message: words.PRODUCT_RESTOCKED } }),
    });
    expect(await screen.findByRole('heading', { name: 'The shop at a glance' })).toBeTruthy();
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getByText('Tk. 24,500.50')).toBeTruthy();
    expect(today.getByText('Orders: 3')).toBeTruthy();
    const byMethod = within(today.getByRole('table', { name: /Revenue by payment method/ }));
    expect(byMethod.getByRole('rowheader', { name: 'SSLCommerz' })).toBeTruthy();
    expect(byMethod.getByText('Tk. 4,500.50')).toBeTruthy();

    // Each waiting figure links to Manage Orders filtered to those orders.
    const waiting = within(screen.getByRole('navigation', { name: 'Orders waiting' }));
    expect(waiting.getByRole('link', { name: /5\s*Waiting for payment/ }).getAttribute('href')).toBe('/dashboard/manage-orders?payment=unpaid');
    expect(waiting.getByRole('link', { name: /2\s*Waiting to ship/ }).getAttribute('href')).toBe('/dashboard/manage-orders?delivery=to-ship');
    expect(waiting.getByRole('link', { name: /1\s*On the way/ }).getAttribute('href')).toBe('/dashboard/manage-orders?delivery=on-the-way');
    expect(waiting.getByRole('link', { name: /4\s*Cash on delivery to confirm/ }).getAttribute('href')).toBe('/dashboard/manage-orders?delivery=to-confirm');
    // Cash on delivery per month: shipped, returned and their share.
    const returns = within(screen.getByRole('table', { name: 'Cash on delivery returned' }));
    expect(within(returns.getByRole('rowheader', { name: '2026-11' }).closest('tr') as HTMLElement).getByText('15 %')).toBeTruthy();

    // The chart's numbers, one row a day, there for screen readers.
    const numbers = screen.getByRole('table', { name: 'Revenue and orders per day' });
    expect(within(numbers).getAllByRole('row')).toHaveLength(31);
    expect(within(numbers).getByRole('rowheader', { name: '25 Nov 2026' })).toBeTruthy();
    expect(await screen.findByTestId('chart')).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Last 90 days'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Revenue and orders per day' })).getAllByRole('row')).toHaveLength(91));

    expect(screen.getByRole('link', { name: 'Digital Vernier Caliper 150 mm' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Restock PT100 Probe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restock' }));
    await userEvent.type(dialog.getByLabelText('Available Stock'), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText(words.PRODUCT_RESTOCKED)).toBeTruthy();
    expect(sent['PUT /product/9']).toEqual([{ availableQuantity: 50 }]);
  });
});

describe('Manage Orders filters', () => {
  const order = withLine({ ...deliveryDetails, _id: 7, userName: 'Demo Buyer', userEmail: 'buyer@shop.test', toolId: 2, toolName: 'Caliper', toolImage: '', toolPrice: 2350, quantity: 10, totalPrice: 23500, isPaid: false, isDelivered: false, isReviewed: false, transactionId: null, createdAt: Date.UTC(2026, 10, 22) });

  it('reads the filter from the address, asks the server for it, and keeps a change in the address', async () => {
    const { calls, router } = visit('/dashboard/manage-orders?payment=unpaid&bogus=1&delivery=lost', {
      '/orders?payment=unpaid&limit=25': () => ({ status: 200, body: [order], headers: { 'X-Total-Count': '1', 'X-Closed-Count': '0' } }),
      '/orders?payment=unpaid&method=cod&limit=25': () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0', 'X-Closed-Count': '0' } }),
      '/orders?open=true&limit=25': () => ({ status: 200, body: [order], headers: { 'X-Total-Count': '1', 'X-Closed-Count': '0' } }),
    });
    expect(await screen.findByText('Orders that match: 1')).toBeTruthy();
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('unpaid');
    expect(calls).toContain('GET /orders?payment=unpaid&limit=25');

    // The two card methods are told apart by name.
    const methods = within(screen.getByLabelText('Payment method')).getAllByRole('option').map((option) => option.textContent);
    expect(methods).toEqual(['Any', 'Card (test)', 'Card (Stripe)', 'SSLCommerz', 'bKash', 'Cash on delivery', 'Bank transfer']);
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'cod');
    expect(await screen.findByText(words.NO_ORDERS_MATCH)).toBeTruthy();
    expect(router.state.location.search).toBe('?payment=unpaid&method=cod');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('SHT-2026-000007')).toBeTruthy();
  });

  it('leaves out what is not a filter', () => {
    expect(readFilter(new URLSearchParams('payment=paid&delivery=gone&method=cash&from=2026-11-01&to=yesterday&buyer=%20karim%20'))).toEqual({
      payment: 'paid',
      delivery: undefined,
      method: undefined,
      from: '2026-11-01',
      to: undefined,
      buyer: 'karim',
    });
  });
});

describe('The outbox', () => {
  it('shows each mail with its text and sends one again', async () => {
    const mail = { _id: 4, to: 'nadia@shop.test', subject: 'Verify your email', body: 'Open http://localhost:8080/verify-email?token=abc', createdAt: Date.UTC(2026, 10, 25, 3, 5), status: 'kept', sentAt: null, error: null, resentFrom: null };
    const { sent } = visit('/dashboard/outbox', {
      '/outbox?limit=25': () => ({ status: 200, body: [mail], headers: { 'X-Total-Count': '1' } }),
      '/outbox/4/resend': () => ({ status: 200, body: { message: 'No mail server is set up, so the mail was kept in the outbox again.' } }),
    });
    const table = within(await screen.findByRole('region', { name: 'Mail the shop sent' }));
    expect(table.getByText('Kept (no mail server)')).toBeTruthy();
    expect(table.getByText('25 Nov 2026, 09:05')).toBeTruthy();
    expect(table.getByText(/verify-email\?token=abc/)).toBeTruthy();
    await userEvent.click(table.getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('No mail server is set up, so the mail was kept in the outbox again.')).toBeTruthy();
    expect(sent['POST /outbox/4/resend']).toHaveLength(1);
  });

  it('shows each text message with the SMS it was billed as, its cost and what became of it', async () => {
    const text = (id: number, status: string, extra: object) => ({
      _id: id,
      to: '01712345678',
      body: 'Order SHT-2026-000042 placed: Tk. 24,500. Please pay within 48 hours.',
      createdAt: Date.UTC(2026, 10, 25, 3, 5),
      status,
      parts: 1,
      cost: 0,
      provider: 'alphasms',
      providerName: 'Alpha SMS',
      providerMessageId: null,
      sentAt: null,
      attempts: 1,
      error: null,
      delivery: null,
      deliveryWords: null,
      reportedAt: null,
      ...extra,
    });
    visit('/dashboard/outbox', {
      '/outbox?limit=25': () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0' } }),
      '/outbox/texts?limit=25': () => ({
        status: 200,
        body: [
          text(4, 'sent', { cost: 0.35, providerMessageId: '59432680', delivery: 'undelivered', deliveryWords: 'Failed' }),
          text(3, 'sent', { cost: 0.35, providerMessageId: '59432679', delivery: 'waiting', deliveryWords: 'Pending' }),
          text(2, 'sent', { cost: 0.35, providerMessageId: '59432678', delivery: 'delivered', deliveryWords: 'Delivered' }),
          text(1, 'failed', { attempts: 3, error: 'Balance Insufficient' }),
        ],
        headers: { 'X-Total-Count': '4' },
      }),
    });
    const table = within(await screen.findByRole('region', { name: 'Text messages the shop sent' }));
    expect(table.getAllByText('1 SMS, Tk. 0.35')).toHaveLength(3);
    expect(table.getAllByText('Sent by Alpha SMS')).toHaveLength(3);
    expect(table.getByText('Delivered to the phone')).toBeTruthy();
    expect(table.getByText('Waiting for the delivery report')).toBeTruthy();
    expect(table.getByText('Not delivered: Failed')).toBeTruthy();
    expect(table.getByText('Balance Insufficient')).toBeTruthy();
    expect(table.getByText('Tries: 3')).toBeTruthy();
  });
});
