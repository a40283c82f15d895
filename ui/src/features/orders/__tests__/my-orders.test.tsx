// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, deliveryDetails, fakeApi, probeOrder, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

const placedAt = Date.UTC(2026, 10, 20, 4, 0);
const day = 86_400_000;
const base = { ...probeOrder, ...deliveryDetails };
const unpaid = withLine({ ...base, _id: 9 });
const paid = withLine({
  ...base,
  _id: 8,
  isPaid: true,
  transactionId: 'txn_42',
  paidAt: placedAt + day,
  timeline: [
    { event: 'placed' as const, at: placedAt },
    { event: 'paid' as const, at: placedAt + day },
    { event: 'shipped' as const, at: null },
    { event: 'delivered' as const, at: null },
  ],
});
const shipped = withLine({
  ...base,
  _id: 7,
  isPaid: true,
  transactionId: 'txn_41',
  status: 'shipped',
  // On its way with Steadfast, which has reported twice.
  parcel: {
    courier: 'steadfast' as const,
    status: 'inTransit' as const,
    unconfirmed: false,
    consignmentId: '1424107',
    trackingCode: '15BAEB8A',
    trackingLink: 'https://steadfast.com.bd/t/15BAEB8A',
    cod: 0,
    collected: null,
    charge: null,
    bookedAt: placedAt + day,
    restockedAt: null,
    history: [
      { status: 'booked' as const, word: 'in_review', message: null, at: placedAt + day },
      { status: 'inTransit' as const, word: 'pending', message: 'Reached the Dhaka hub', at: placedAt + 2 * day },
    ],
  },
});
const refunded = withLine({ ...base, _id: 6, isPaid: true, transactionId: 'txn_40', status: 'refunded' });
const byBkash = withLine({ ...base, _id: 5, isPaid: true, transactionId: 'BKX0001', status: 'paid', paymentMethod: 'bkash' as const });
// bKash answered through an outage: the shop is still asking whether the money came.
const beingChecked = withLine({
  ...base,
  _id: 4,
  paymentCheck: { _id: 70, state: 'checking' as const, method: 'bkash' as const, amount: 24500, note: 'HTTP 503' },
});
// Promised to the courier's cash: confirmed, nothing to pay now.
const cashOnDelivery = withLine({ ...base, _id: 3, paymentMethod: 'cod' as const, status: 'cashOnDelivery' as const });

setUpAppTests('buyer-token');

function visit() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (path: string, reply: { status: number; body: unknown }) => (init: RequestInit | undefined) => {
    sent.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return reply;
  };
  fakeApi({
    '/me': () => ({ status: 200, body: buyer }),
    '/orders/buyer%40shop.test': () => ({ status: 200, body: [unpaid, paid, shipped, refunded, byBkash, beingChecked, cashOnDelivery] }),
    '/orders/8': record('/orders/8', { status: 200, body: { deletedCount: 1, message: words.ORDER_CANCELLED } }),
    '/orders/9/delivery': record('/orders/9/delivery', { status: 200, body: { modifiedCount: 1, message: words.DELIVERY_CHANGED } }),
  });
  renderApp('/dashboard/my-orders');
  return sent;
}

const card = async (number: string) => within(await screen.findByRole('article', { name: `Order ${number}` }));

describe('My Orders', () => {
  it("follows a parcel: its courier, status, tracking code and page, and the courier's reports", async () => {
    visit();
    const order = await card('SHT-2026-000007');
    expect(order.getByText('Sent with Steadfast')).toBeTruthy();
    // Where it stands, and the report that put it there.
    expect(order.getAllByText(words.PARCEL_IN_TRANSIT)).toHaveLength(2);
    expect(order.getByText(/^Tracking code 15BAEB8A/)).toBeTruthy();
    const link = order.getByRole('link', { name: "Track the parcel on Steadfast's site" });
    expect(link.getAttribute('href')).toBe('https://steadfast.com.bd/t/15BAEB8A');
    const reports = within(order.getByRole('list', { name: words.PARCEL_HISTORY }));
    expect(reports.getAllByRole('listitem')).toHaveLength(2);
    expect(reports.getByText(/Reached the Dhaka hub/)).toBeTruthy();
    expect((await card('SHT-2026-000009')).queryByText(/Sent with/), 'no parcel before it is booked').toBeNull();
  });

  it('shows each open order with its number, date, status and timeline; closed ones on request', async () => {
    visit();
    const paidCard = await card('SHT-2026-000008');
    expect(paidCard.getByText('SHT-2026-000008').parentElement?.textContent).toBe('SHT-2026-000008 · 20 Nov 2026');
    expect(paidCard.getByText(words.STATUS_PAID, { selector: '.badge' })).toBeTruthy();
    const timeline = within(paidCard.getByRole('list', { name: 'Progress of order SHT-2026-000008' }));
    expect(timeline.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Placed20 Nov 2026',
      'Paid21 Nov 2026',
      'ShippedNot yet',
      'DeliveredNot yet',
    ]);
    expect(paidCard.getByText('Rahim Uddin, House 4, Road 2, Dhanmondi, Dhaka')).toBeTruthy();
    expect(paidCard.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect((await card('SHT-2026-000009')).getByRole('link', { name: 'Pay Now' })).toBeTruthy();
    const checkingCard = await card('SHT-2026-000004');
    expect(checkingCard.getByText(words.PAYMENT_BEING_CHECKED)).toBeTruthy();
    expect(checkingCard.queryByRole('link', { name: 'Pay Now' }), 'not asked to pay twice').toBeNull();

    const shippedCard = await card('SHT-2026-000007');
    expect(shippedCard.getByText(words.STATUS_SHIPPED, { selector: '.badge' })).toBeTruthy();
    expect(shippedCard.queryByRole('button', { name: 'Cancel Order' }), 'on its way: too late').toBeNull();
    expect(shippedCard.queryByRole('button', { name: 'Change delivery details' })).toBeNull();

    expect(screen.queryByRole('article', { name: 'Order SHT-2026-000006' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Show cancelled and refunded orders (1)'));
    expect((await card('SHT-2026-000006')).getByText(words.STATUS_REFUNDED, { selector: '.badge' })).toBeTruthy();
  });

  it('shows cash on delivery as settled: no call to pay, paying online a quiet link', async () => {
    visit();
    const order = await card('SHT-2026-000003');
    expect(order.getByText(words.STATUS_CASH_ON_DELIVERY, { selector: '.badge' })).toBeTruthy();
    expect(order.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(order.queryByText(words.NOT_PAID_YET)).toBeNull();
    expect(order.getByRole('link', { name: words.PAY_ONLINE_LINK }).getAttribute('href')).toBe('/payment/3');
    expect(order.getByRole('link', { name: words.ORDER_DETAILS }).getAttribute('href')).toBe('/dashboard/orders/3');
  });

  it('says what is refunded before cancelling a paid order, and nothing is charged for an unpaid one', async () => {
    const sent = visit();
    await userEvent.click((await card('SHT-2026-000009')).getByRole('button', { name: 'Cancel Order' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Do You Want to Cancel Your Order?' }));
    expect(dialog.getByText('SHT-2026-000009: 25 × PT100 Temperature Probe 200 mm, Tk. 24,500.')).toBeTruthy();
    expect(dialog.getByText('Nothing has been charged, so there is nothing to refund.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));

    await userEvent.click((await card('SHT-2026-000008')).getByRole('button', { name: 'Cancel Order' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Do You Want to Cancel Your Order?' }));
    expect(dialog.getByText(/You paid Tk\. 24,500 by card \(transaction txn_42\)\. The whole amount is refunded to the same card/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(words.ORDER_CANCELLED)).toBeTruthy();
    expect(sent).toContainEqual({ method: 'DELETE', path: '/orders/8', body: undefined });
  });

  it('says the refund goes back the way the order was paid', async () => {
    visit();
    const order = await card('SHT-2026-000005');
    expect(order.getByText('bKash')).toBeTruthy();
    await userEvent.click(order.getByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Do You Want to Cancel Your Order?' }));
    expect(dialog.getByText('You paid Tk. 24,500 by bKash (transaction BKX0001). The whole amount goes back to the same bKash wallet.')).toBeTruthy();
  });

  it('changes where an order goes, checked by the shared rules', async () => {
    const sent = visit();
    await userEvent.click((await card('SHT-2026-000009')).getByRole('button', { name: 'Change delivery details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delivery details of SHT-2026-000009' }));
    const phone = dialog.getByLabelText('Mobile number');
    expect((phone as HTMLInputElement).value).toBe('01712345678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Save delivery details' }));
    expect(dialog.getByText(words.MOBILE_INVALID)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '01912 345678');
    await userEvent.selectOptions(dialog.getByLabelText('District'), 'Sylhet');
    await userEvent.click(dialog.getByRole('button', { name: 'Save delivery details' }));
    expect(await screen.findByText(words.DELIVERY_CHANGED)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/orders/9/delivery',
        body: { recipient: 'Rahim Uddin', phone: '01912345678', address: 'House 4, Road 2, Dhanmondi', district: 'Sylhet' },
      },
    ]);
  });
});
