// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, deliveryDetails, fakeApi, probeOrder, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';
import type { Order } from '@/lib/model';
import { nextStep } from '../components/order-page';

const base = { ...probeOrder, ...deliveryDetails };
const unpaid = withLine({ ...base, _id: 9 });

setUpAppTests('buyer-token');

describe('an order page', () => {
  it('leads with what happens next and the way to pay, then the order itself', async () => {
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/orders/buyer%40shop.test': () => ({ status: 200, body: [unpaid] }),
    });
    renderApp('/dashboard/orders/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SHT-2026-000009' })).toBeTruthy();
    const next = screen.getByRole('heading', { name: words.WHAT_NEXT }).parentElement as HTMLElement;
    expect(within(next).getByText(words.NEXT_CHOOSE_PAYMENT)).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment/9');
    const order = within(screen.getByRole('article', { name: 'Order SHT-2026-000009' }));
    expect(order.queryByRole('link', { name: 'Pay Now' }), 'asked once, in what happens next').toBeNull();
    expect(order.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Order SHT-2026-000009'));
  });

  it("says so for an order that is not the buyer's", async () => {
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/orders/buyer%40shop.test': () => ({ status: 200, body: [] }),
    });
    renderApp('/dashboard/orders/12');
    expect(await screen.findByText(words.ORDER_NOT_YOURS)).toBeTruthy();
  });
});

describe('what happens next', () => {
  const order = (changes: Partial<Order>) => ({ ...(unpaid as unknown as Order), ...changes });
  it('follows the status and the way it is paid', () => {
    const cases: [Partial<Order>, string, string | null][] = [
      [{}, 'NEXT_CHOOSE_PAYMENT', 'pay'],
      [{ paymentMethod: 'bank-transfer' }, 'NEXT_TRANSFER', 'pay'],
      [{ paymentCheck: { _id: 1, state: 'held', method: 'bkash', amount: 1, note: '' } }, 'PAYMENT_HELD', null],
      [{ status: 'cashOnDelivery', paymentMethod: 'cod', confirmedAt: null }, 'NEXT_COD', null],
      [{ status: 'cashOnDelivery', paymentMethod: 'cod', confirmedAt: 5 }, 'NEXT_COD_CONFIRMED', null],
      [{ status: 'paid', isPaid: true }, 'NEXT_PAID', null],
      [{ status: 'shipped', isPaid: false, paymentMethod: 'cod' }, 'NEXT_SHIPPED_COD', null],
      [{ status: 'shipped', isPaid: true }, 'NEXT_SHIPPED', null],
      [{ status: 'delivered', isPaid: true }, 'NEXT_DELIVERED', 'review'],
      [{ status: 'cancelled', isPaid: true }, 'NEXT_CANCELLED_PAID', null],
      [{ status: 'cancelled' }, 'NEXT_CANCELLED', null],
      [{ status: 'refunded', isPaid: true }, 'NEXT_REFUNDED', null],
    ];
    for (const [changes, says, action] of cases) {
      expect(nextStep(order(changes)), JSON.stringify(changes)).toEqual({ says, action });
    }
  });
});
