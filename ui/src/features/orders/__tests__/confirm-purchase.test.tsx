// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/model';
import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';

const tool = {
  _id: 4,
  toolName: 'PT100 Temperature Probe 200 mm',
  toolImage: '/api/images/probe.svg',
  toolDescription: 'Class A PT100 RTD in a 6 mm stainless sheath, 200 mm long, 3-wire PTFE cable, rated -50 to 400 degrees C.',
  toolPrice: 980,
  minOrder: 25,
  availableQuantity: 40,
  createdAt: 0,
  priceTiers: [],
};

setUpAppTests('buyer-token');

function visit(orders: unknown[] = []) {
  fakeApi({
    '/me': () => ({ status: 200, body: buyer }),
    '/tools/4': () => ({ status: 200, body: tool }),
    '/orders': (init) => {
      orders.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { insertedId: 9 } };
    },
    '/orders/buyer%40shop.test': () => ({ status: 200, body: [] }),
  });
  const router = renderApp('/confirm-purchase/4');
  return router;
}

const pieces = () => screen.findByLabelText('Number of Pieces You Want');
const total = () => (screen.getByLabelText('Total Price (BDT)') as HTMLInputElement).value;
const confirm = () => screen.getByRole('button', { name: 'Confirm Your Order' }) as HTMLButtonElement;

describe('Confirm purchase', () => {
  it('starts at the minimum order with its total', async () => {
    visit();
    expect(((await pieces()) as HTMLInputElement).value).toBe('25');
    expect(total()).toBe('Tk. 24,500');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(true);
  });

  it('gives the shared messages as the buyer types, with the fallback total and a locked button', async () => {
    const user = userEvent.setup();
    visit();
    const input = await pieces();

    await user.clear(input);
    await user.type(input, '3');
    expect(screen.getByText('Minimum order is 25')).toBeTruthy();
    expect(total()).toBe('Tk. 24,500');
    expect(confirm().disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '41');
    expect(screen.getByText(messages.NOT_ENOUGH_QUANTITY)).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '30');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(total()).toBe('Tk. 29,400');
    expect(confirm().disabled).toBe(false);
  });

  it('places the order with the tool, the pieces and a key, then shows My Orders', async () => {
    const user = userEvent.setup();
    const orders: { toolId: number; quantity: string; idempotencyKey: string }[] = [];
    const router = visit(orders);
    await pieces();

    await user.click(confirm());

    expect(await screen.findByText(messages.ORDER_PLACED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/my-orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ toolId: 4, quantity: '25' });
    expect(orders[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
