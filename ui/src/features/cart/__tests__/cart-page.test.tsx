// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

const probe = {
  _id: 4,
  toolName: 'PT100 Temperature Probe 200 mm',
  toolImage: '/api/images/probe.svg',
  toolDescription: 'A probe.',
  toolPrice: 980,
  minOrder: 25,
  availableQuantity: 40,
  createdAt: 0,
  priceTiers: [],
};
const bearing = {
  _id: 11,
  toolName: 'Deep Groove Ball Bearing 6205-2RS',
  toolImage: '/api/images/bearing.svg',
  toolDescription: 'A bearing.',
  toolPrice: 165,
  minOrder: 100,
  availableQuantity: 10000,
  createdAt: 0,
  priceTiers: [{ minQuantity: 500, unitPrice: 150 }],
};

function storeCart(lines: { toolId: number; quantity: number }[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

const line = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the cart, signed out', () => {
  setUpAppTests();

  it('shows each line with its price break, flags a tool that has gone, and totals to the poisha', async () => {
    const user = userEvent.setup();
    storeCart([
      { toolId: 11, quantity: 100 },
      { toolId: 99, quantity: 3 },
    ]);
    fakeApi({ '/tools?ids=11%2C99': () => ({ status: 200, body: [bearing] }) });
    renderApp('/cart');

    const bearingLine = await waitFor(() => line(bearing.toolName));
    expect(within(bearingLine).getByText('Tk. 16,500')).toBeTruthy();
    // The header's cart says what the cart comes to, from any page.
    expect(await screen.findByRole('link', { name: 'Cart, 2 tools, Tk.\u00a016,500' })).toBeTruthy();
    // How far the next break is, and what it saves.
    expect(within(bearingLine).getByText('400 more and each piece costs Tk. 150, Tk. 15 less')).toBeTruthy();
    expect(screen.getByText(words.TOOL_GONE)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in to place the order' }) as HTMLButtonElement).disabled).toBe(true);

    const pieces = within(bearingLine).getByLabelText('Pieces');
    await user.clear(pieces);
    await user.type(pieces, '500');
    expect(within(bearingLine).getByText('Tk. 75,000')).toBeTruthy();
    expect(within(bearingLine).getByText(/Tk\. 150 a piece/)).toBeTruthy();
    expect(within(bearingLine).queryByText(/more and each piece costs/), 'past the last break').toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Tool #99' }));
    expect(screen.queryByText(words.TOOL_GONE)).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual([{ toolId: 11, quantity: 500 }]);
    expect(screen.getByText('Tk. 75,000', { selector: 'strong' })).toBeTruthy();
  });

  it('gives the shared messages per line as the buyer types, and keeps a short line out of the order', async () => {
    const user = userEvent.setup();
    storeCart([{ toolId: 4, quantity: 25 }]);
    fakeApi({ '/tools?ids=4': () => ({ status: 200, body: [probe] }) });
    renderApp('/cart');
    const pieces = await screen.findByLabelText('Pieces');

    await user.clear(pieces);
    await user.type(pieces, '3');
    expect(screen.getByText('Minimum order is 25')).toBeTruthy();
    await user.clear(pieces);
    await user.type(pieces, '41');
    expect(screen.getByText(words.NOT_ENOUGH_QUANTITY)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in to place the order' }) as HTMLButtonElement).disabled).toBe(true);
    // Never changed silently: the cart keeps the last allowed pieces.
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual([{ toolId: 4, quantity: 25 }]);
  });

  it('says when it is empty', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });
});

describe('the cart, signed in', () => {
  setUpAppTests('buyer-token');
  let sent: { method: string; body: unknown }[] = [];
  beforeEach(() => {
    sent = [];
  });

  function serve(accountLines: { toolId: number; quantity: number }[], more: Parameters<typeof fakeApi>[0] = {}) {
    const record = (init: RequestInit | undefined) =>
      sent.push({ method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/cart': (init) => {
        record(init);
        return { status: 200, body: init?.method === 'PUT' ? JSON.parse(String(init.body)) : { lines: accountLines } };
      },
      '/tools?ids=11%2C4': () => ({ status: 200, body: [bearing, probe] }),
      '/orders': (init) => {
        record(init);
        return { status: 201, body: { insertedId: 30 } };
      },
      '/orders/buyer%40shop.test': () => ({ status: 200, body: [] }),
      ...more,
    });
  }

  /** The account's 200 bearings with the browser's 30 probes, saved to the account. */
  const SAVED_MERGED = {
    method: 'PUT',
    body: {
      lines: [
        { toolId: 11, quantity: 200 },
        { toolId: 4, quantity: 30 },
      ],
    },
  };

  it("merges the browser's cart into the account's at sign-in", async () => {
    storeCart([{ toolId: 4, quantity: 30 }]);
    serve([{ toolId: 11, quantity: 200 }]);
    renderApp('/cart');

    expect(await screen.findByRole('heading', { name: probe.toolName })).toBeTruthy();
    expect(screen.getByRole('heading', { name: bearing.toolName })).toBeTruthy();
    expect(sent).toContainEqual(SAVED_MERGED);
  });

  it('keeps what the buyer changed while the account was saving the merged cart', async () => {
    const user = userEvent.setup();
    storeCart([{ toolId: 4, quantity: 25 }]);
    serve([{ toolId: 11, quantity: 200 }], { '/tools?ids=4': () => ({ status: 200, body: [probe] }) });
    // The merged cart's save takes its time (a slow line) until released.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).endsWith('/cart')) await held;
      return answer(input, init);
    });
    renderApp('/cart');

    const pieces = await screen.findByLabelText('Pieces');
    await waitFor(() => expect(sent.some((call) => call.method === 'GET')).toBe(true));
    await user.clear(pieces);
    await user.type(pieces, '30');
    release();

    expect(await screen.findByRole('heading', { name: bearing.toolName })).toBeTruthy();
    const probeLine = screen.getByRole('heading', { name: probe.toolName }).closest('li') as HTMLElement;
    expect((within(probeLine).getByLabelText('Pieces') as HTMLInputElement).value).toBe('30');
    await waitFor(() => expect(sent).toContainEqual(SAVED_MERGED));
  });

  it('shows what delivery adds: each zone until a district is chosen, then its charge and the total with it', async () => {
    const user = userEvent.setup();
    storeCart([]);
    const asked: unknown[] = [];
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/cart': () => ({ status: 200, body: { lines: [{ toolId: 4, quantity: 25 }] } }),
      '/tools?ids=4': () => ({ status: 200, body: [probe] }),
      '/orders/buyer%40shop.test': () => ({ status: 200, body: [] }),
      '/delivery-charges/quote': (init) => {
        const body = JSON.parse(String(init?.body)) as { district?: string };
        asked.push(body);
        const charge = body.district === 'Sylhet' ? 370 : body.district ? 310 : null;
        return { status: 200, body: { charged: true, weightGrams: 12500, charge, estimate: { insideDhaka: 310, outsideDhaka: 370 } } };
      },
    });
    renderApp('/cart');

    expect(await screen.findByText('Delivery: Tk. 310 inside Dhaka, Tk. 370 outside Dhaka (12.5 kg)')).toBeTruthy();
    expect(screen.getByText('Tools')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('District'), 'Sylhet');
    expect(await screen.findByText('Delivery: Sylhet, 12.5 kg')).toBeTruthy();
    expect(screen.getByText('Tk. 370')).toBeTruthy();
    const total = screen.getByText('Total with delivery').closest('div') as HTMLElement;
    expect(within(total).getByText('Tk. 24,870')).toBeTruthy();
    expect(asked).toContainEqual({ lines: [{ toolId: 4, quantity: 25 }], district: 'Sylhet' });
  });

  it('places the whole cart as one order and empties it', async () => {
    const user = userEvent.setup();
    serve([
      { toolId: 11, quantity: 200 },
      { toolId: 4, quantity: 30 },
    ]);
    const router = renderApp('/cart');

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(screen.getByText(words.PHONE_REQUIRED), 'where it goes is asked first').toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Mobile number'), '01712-345678');
    await user.type(screen.getByLabelText('Address (house, road, area)'), 'House 4, Road 2, Dhanmondi');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(words.ORDER_PLACED)).toBeTruthy();
    const order = sent.find((request) => request.method === 'POST')?.body as { lines: unknown; fromCart: boolean; delivery: unknown };
    expect(order.delivery).toEqual({ recipient: 'Demo Buyer', phone: '01712345678', address: 'House 4, Road 2, Dhanmondi', district: 'Dhaka' });
    expect(order.lines).toEqual([
      { toolId: 11, quantity: '200' },
      { toolId: 4, quantity: '30' },
    ]);
    expect(order.fromCart).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/30'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });
});
