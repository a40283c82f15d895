// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetShopConfig } from '@/lib/shop-config';
import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi, probeOrder, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

// Leaving for a provider's page, watched instead of navigating jsdom away.
const left = vi.hoisted(() => ({ to: [] as string[] }));
vi.mock('@/lib/leave-for', () => ({ leaveFor: (url: string) => left.to.push(url) }));

// Stripe.js at its module boundary: what the browser would get from js.stripe.com.
const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(),
  confirmCardPayment: vi.fn(),
  loadedWith: [] as string[],
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string) => {
    stripe.loadedWith.push(key);
    return stripe;
  },
}));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useState } = await import('react');
  const cardElement = { kind: 'card element' };
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => stripe,
    useElements: () => ({ getElement: () => cardElement }),
    CardElement: ({ onChange }: { onChange: (event: { complete: boolean; error?: { message: string } }) => void }) => {
      const [value, setValue] = useState('');
      return (
        <input
          aria-label="Stripe card"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange({ complete: event.target.value.length >= 16 });
          }}
        />
      );
    },
  };
});

const unpaid = withLine({
  ...probeOrder,
  _id: 12,
  toolImage: '/api/images/probe.svg',
  phoneNumber: null,
  address: null,
  createdAt: 0,
});

setUpAppTests('buyer-token');
beforeEach(() => {
  forgetShopConfig();
  stripe.createPaymentMethod.mockReset();
  stripe.confirmCardPayment.mockReset();
});

type Handlers = Parameters<typeof fakeApi>[0];

const account = {
  accountName: 'Shilpo Tools Ltd.',
  accountNumber: '1071100012345',
  bank: 'Dutch-Bangla Bank PLC',
  branch: 'Tejgaon',
  routingNumber: '090263726',
};

interface Visit {
  /** The ways to pay the server offers for the order; the card alone by default. */
  options?: { id: string; refusal: string | null }[];
  /** The order as the server lists it, before any payment. */
  order?: Omit<typeof unpaid, 'paymentMethod' | 'paymentCheck'> & { paymentMethod: string | null; paymentCheck: object | null };
  /** The page's address (a provider's return adds `?result=`). */
  at?: string;
}

function visit(payments: { provider: string; publishableKey?: string }, extra: Handlers, { options, order = unpaid, at = '/payment/12' }: Visit = {}) {
  let paid = false;
  const bodies: Record<string, unknown> = {};
  const card = payments.provider === 'test' ? 'test-card' : 'stripe';
  const calls = fakeApi({
    '/me': () => ({ status: 200, body: buyer }),
    '/config': () => ({
      status: 200,
      body: { firebase: null, payments, paymentMethods: [{ id: 'bank-transfer', maxAmount: null, minAmount: null, account }] },
    }),
    '/orders/12/payment-methods': () => ({ status: 200, body: options ?? [{ id: card, refusal: null }] }),
    '/orders/buyer%40shop.test': () => ({
      status: 200,
      body: [paid ? { ...order, isPaid: true, transactionId: 'pi_123' } : order],
    }),
    ...Object.fromEntries(
      Object.entries(extra).map(([path, handler]) => [
        path,
        (init: RequestInit | undefined) => {
          bodies[path] = init?.body ? JSON.parse(String(init.body)) : undefined;
          const reply = handler(init);
          if (reply.status === 200 && (reply.body as { transactionId?: string }).transactionId) paid = true;
          return reply;
        },
      ]),
    ),
  });
  renderApp(at);
  return { calls, bodies };
}

async function openCardModal() {
  await screen.findByRole('heading', { name: 'Please Pay For PT100 Temperature Probe 200 mm' });
  expect(screen.getByText('Payment Amount : Tk. 24,500')).toBeTruthy();
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
  return within(await screen.findByRole('form', { name: 'Card payment' }));
}

describe('Payment with the built-in processor', () => {
  it('opens the card form in a modal and pays the order', async () => {
    const { bodies } = visit({ provider: 'test' }, {
      '/payments/confirm': () => ({ status: 200, body: { transactionId: 'pi_123', message: words.PAYMENT_SUCCESSFUL } }),
    });
    const form = await openCardModal();

    await userEvent.type(form.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(form.getByLabelText('Expiry (MM / YY)'), '12 / 34');
    await userEvent.type(form.getByLabelText('CVC'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Pay Tk.\u00a024,500' }));

    expect((await screen.findAllByText(words.PAYMENT_SUCCESSFUL)).length).toBeGreaterThan(0);
    expect(await screen.findByText('pi_123')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent, 'no longer asks for the money').toBe('Paid: PT100 Temperature Probe 200 mm');
    expect(bodies['/payments/confirm']).toEqual({ orderId: 12, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  });

  it('shows a decline inline and as a toast, and keeps the order unpaid', async () => {
    visit({ provider: 'test' }, {
      '/payments/confirm': () => ({ status: 402, body: { error: { code: 'payment_declined', message: words.CARD_DECLINED } } }),
    });
    const form = await openCardModal();

    await userEvent.type(form.getByLabelText('Card number'), '4000 0000 0000 0002');
    await userEvent.type(form.getByLabelText('Expiry (MM / YY)'), '12 / 34');
    await userEvent.type(form.getByLabelText('CVC'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Pay Tk.\u00a024,500' }));

    await waitFor(() => expect(form.getByRole('alert').textContent).toBe(words.CARD_DECLINED));
    expect(screen.getAllByText(words.CARD_DECLINED).length).toBe(2);
    expect(screen.queryByText('pi_123')).toBeNull();
  });
});

describe('Payment through Stripe', () => {
  it('creates the payment method with the billing name and email, confirms, then has the shop check', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const { calls, bodies } = visit({ provider: 'stripe', publishableKey: 'pk_test_shop' }, {
      '/create-payment-intent': () => ({ status: 200, body: { clientSecret: 'pi_123_secret_x', paymentIntentId: 'pi_123' } }),
      '/payments/stripe/confirm': () => ({ status: 200, body: { transactionId: 'pi_123', message: words.PAYMENT_SUCCESSFUL } }),
    });
    const form = await openCardModal();
    const pay = form.getByRole('button', { name: 'Pay Tk.\u00a024,500' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);

    await userEvent.type(form.getByLabelText('Stripe card'), '4242424242424242');
    await userEvent.click(pay);

    expect(await screen.findByText('pi_123')).toBeTruthy();
    expect(stripe.loadedWith).toContain('pk_test_shop');
    expect(bodies['/create-payment-intent']).toEqual({ orderId: 12 });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { kind: 'card element' },
      billing_details: { name: 'Demo Buyer', email: 'buyer@shop.test' },
    });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_x', { payment_method: 'pm_1' });
    expect(bodies['/payments/stripe/confirm']).toEqual({ orderId: 12, paymentIntentId: 'pi_123' });
    expect(calls).not.toContain('POST /payments/confirm');
  });

  it("shows Stripe's refusal inline and never asks the shop to mark the order paid", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_2' } });
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const { calls } = visit({ provider: 'stripe', publishableKey: 'pk_test_shop' }, {
      '/create-payment-intent': () => ({ status: 200, body: { clientSecret: 'pi_9_secret_x', paymentIntentId: 'pi_9' } }),
    });
    const form = await openCardModal();

    await userEvent.type(form.getByLabelText('Stripe card'), '4000000000009995');
    await userEvent.click(form.getByRole('button', { name: 'Pay Tk.\u00a024,500' }));

    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Your card has insufficient funds.'));
    expect(calls).not.toContain('POST /payments/stripe/confirm');
  });
});

describe('Choosing how to pay', () => {
  beforeEach(() => {
    left.to.length = 0;
  });

  const everyWay: { id: string; refusal: string | null }[] = [
    { id: 'bkash', refusal: null },
    { id: 'sslcommerz', refusal: 'SSLCommerz takes at most Tk. 5,00,000 for one order. Please choose another way to pay, such as bank transfer.' },
    { id: 'test-card', refusal: null },
    { id: 'cod', refusal: null },
    { id: 'bank-transfer', refusal: null },
  ];

  it('lists every way with what it involves, and a way that cannot take the order with the reason', async () => {
    visit({ provider: 'test' }, {}, { options: everyWay });
    const group = within(await screen.findByRole('group', { name: 'How would you like to pay?' }));
    const bkash = group.getByRole('radio', { name: 'bKash' }) as HTMLInputElement;
    expect(bkash.checked, 'the first way that can take it is chosen').toBe(true);
    const sslcommerz = group.getByRole('radio', { name: 'SSLCommerz' }) as HTMLInputElement;
    expect(sslcommerz.disabled).toBe(true);
    expect(sslcommerz.getAttribute('aria-describedby'), 'the reason is read with it').toBe('method-sslcommerz-hint');
    expect(group.getByText(String(everyWay[1]?.refusal))).toBeTruthy();
    expect(group.getByText(words.METHOD_COD_HINT)).toBeTruthy();
  });

  it('sends the buyer to the provider page the server names for the way chosen', async () => {
    const pages: Record<string, string> = {
      bkash: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/checkout/TR0011abc',
      sslcommerz: 'https://sandbox.sslcommerz.com/EasyCheckOut/abc',
    };
    const { bodies } = visit({ provider: 'test' }, {
      '/payments/start': (init) => {
        const { method } = JSON.parse(String(init?.body)) as { method: string };
        return { status: 200, body: { next: 'redirect', url: pages[method] } };
      },
    }, { options: everyWay.map((way) => ({ ...way, refusal: null })) });
    await userEvent.click(await screen.findByRole('radio', { name: 'SSLCommerz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(left.to).toEqual([pages.sslcommerz]));
    expect(bodies['/payments/start']).toEqual({ orderId: 12, method: 'sslcommerz' });
  });

  it('confirms cash on delivery and says so', async () => {
    let chosen = false;
    const order = () => (chosen ? { ...unpaid, paymentMethod: 'cod' as const, status: 'cashOnDelivery' as const } : unpaid);
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/config': () => ({ status: 200, body: { firebase: null, payments: { provider: 'test' }, paymentMethods: [] } }),
      '/orders/12/payment-methods': () => ({ status: 200, body: everyWay }),
      '/orders/buyer%40shop.test': () => ({ status: 200, body: [order()] }),
      '/payments/start': () => {
        chosen = true;
        return { status: 200, body: { next: 'confirmed', message: words.COD_CONFIRMED } };
      },
    });
    renderApp('/payment/12');
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    // Settled with the courier: the page says so, and paying online is folded away.
    expect(await screen.findByRole('heading', { name: /^Cash on delivery: / })).toBeTruthy();
    expect(screen.getByText(words.COD_CONFIRMED, { exact: false })).toBeTruthy();
    const instead = screen.getByText(words.PAY_ONLINE_LINK).closest('details');
    expect(instead?.open).toBe(false);
    expect(screen.getByRole('link', { name: words.ORDER_DETAILS }).getAttribute('href')).toBe('/dashboard/orders/12');
  });

  it("shows the shop's account, the amount and the reference for a bank transfer", async () => {
    visit({ provider: 'test' }, {}, { options: everyWay, order: { ...unpaid, paymentMethod: 'bank-transfer' } });
    const details = within(await screen.findByRole('region', { name: 'Pay by bank transfer' }));
    expect(details.getByText('1071100012345')).toBeTruthy();
    expect(details.getByText('SHT-2026-000012')).toBeTruthy();
    expect(details.getByText('Tk. 24,500')).toBeTruthy();
  });

  it('says plainly when the buyer comes back from a failed or abandoned payment', async () => {
    visit({ provider: 'test' }, {}, { options: everyWay, at: '/payment/12?result=failed' });
    expect((await screen.findByRole('alert')).textContent).toBe(words.PAYMENT_FAILED_AT_GATEWAY);
  });

  it("says why in the catalogue's words when the provider gave a reason the buyer can act on", async () => {
    visit({ provider: 'test' }, {}, { options: everyWay, at: '/payment/12?result=failed&reason=PAYMENT_REFUSED_BALANCE' });
    expect((await screen.findByRole('alert')).textContent).toBe(`${words.PAYMENT_REFUSED_BALANCE} ${words.PAYMENT_FAILED_AT_GATEWAY}`);
  });

  it('never shows a reason that is not one of the refusals the server sends', async () => {
    visit({ provider: 'test' }, {}, { options: everyWay, at: '/payment/12?result=failed&reason=PAYMENT_SUCCESSFUL' });
    expect((await screen.findByRole('alert')).textContent).toBe(words.PAYMENT_FAILED_AT_GATEWAY);
  });

  it('says a second payment is being given back', async () => {
    visit({ provider: 'test' }, {}, { options: everyWay, at: '/payment/12?result=duplicate' });
    expect(await screen.findByText(words.PAYMENT_DUPLICATE)).toBeTruthy();
  });

  it('does not ask again for money the shop is still confirming with the provider, or holds', async () => {
    const checking = { _id: 7, state: 'checking', method: 'bkash', amount: 24500, note: null };
    visit({ provider: 'test' }, {}, { options: everyWay, order: { ...unpaid, paymentMethod: null, paymentCheck: checking } });
    expect(await screen.findByText(words.PAYMENT_BEING_CHECKED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull();
  });

  it('says the payment arrived and is held when the shop holds it', async () => {
    const held = { _id: 7, state: 'held', method: 'sslcommerz', amount: 24500, note: 'SSLCommerz risk_level 1' };
    visit({ provider: 'test' }, {}, { options: everyWay, at: '/payment/12?result=held', order: { ...unpaid, paymentMethod: null, paymentCheck: held } });
    expect(await screen.findByText(words.PAYMENT_HELD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    expect(screen.queryByText('SSLCommerz risk_level 1'), 'the provider\'s words are for the owner').toBeNull();
  });
});
