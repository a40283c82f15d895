// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

const tool = {
  _id: 4,
  toolName: 'PT100 Temperature Probe 200 mm',
  toolImage: '/api/images/probe.svg',
  toolDescription: 'Class A PT100 RTD in a 6 mm stainless sheath, 200 mm long, 3-wire PTFE cable, rated -50 to 400 degrees C.',
  toolPrice: 980,
  minOrder: 25,
  availableQuantity: 40,
  vatRate: 1500,
  createdAt: 0,
  priceTiers: [],
};

setUpAppTests('buyer-token');

const factory = { recipient: 'Karim Mia', phone: '01812345678', address: 'Plot 9, BSCIC', district: 'Gazipur' };
const office = { recipient: 'Rahim Uddin', phone: '01712345678', address: 'House 4, Road 2', district: 'Dhaka' };

function visit(orders: unknown[] = [], me: object = buyer, places: object[] = []) {
  fakeApi({
    '/me': () => ({ status: 200, body: me }),
    // The address book, the first the default.
    '/me/addresses': () => ({ status: 200, body: places.map((delivery, index) => ({ id: index + 1, label: '', isDefault: index === 0, delivery })) }),
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
    expect(total()).toBe('Tk.\u00a024,500');
    // 24,500 × 15/115 = 3,195.652…: the VAT in the price, to the poisha (shared::vat).
    expect(screen.getByText('incl. VAT Tk. 3,195.65')).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(true);
  });

  it('gives the shared messages as the buyer types, with the fallback total and a locked button', async () => {
    const user = userEvent.setup();
    visit();
    const input = await pieces();

    await user.clear(input);
    await user.type(input, '3');
    expect(screen.getByText('Minimum order is 25')).toBeTruthy();
    expect(total()).toBe('Tk.\u00a024,500');
    expect(screen.getByText(/The total shows the minimum order of 25 pieces/), 'says why the total stays').toBeTruthy();
    expect(confirm().disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '41');
    expect(screen.getByText(words.NOT_ENOUGH_QUANTITY)).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '30');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(total()).toBe('Tk.\u00a029,400');
    expect(screen.getByText('incl. VAT Tk. 3,834.78')).toBeTruthy();
    expect(confirm().disabled).toBe(false);
  });

  it('asks where the order goes, prefilled from the profile, and checks it before sending', async () => {
    const user = userEvent.setup();
    const orders: { delivery?: object }[] = [];
    visit(orders, { ...buyer, phoneNumber: '01812 345678', address: 'House 12, Road 5, Agrabad, Chattogram' });
    await pieces();
    expect((screen.getByLabelText("Recipient's name") as HTMLInputElement).value).toBe('Demo Buyer');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('01812 345678');
    expect((screen.getByLabelText('District') as HTMLSelectElement).value, 'named in the address').toBe('Chattogram');

    const phone = screen.getByLabelText('Mobile number');
    await user.clear(phone);
    await user.type(phone, '02-9123456');
    expect(screen.getByText(words.MOBILE_INVALID)).toBeTruthy();
    await user.click(confirm());
    expect(orders, 'nothing sent while a detail is wrong').toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+880 1812-345678');
    await user.click(confirm());
    expect(await screen.findByText(words.ORDER_PLACED)).toBeTruthy();
    expect(orders[0]?.delivery, 'as the shared rules tidied it').toEqual({
      recipient: 'Demo Buyer',
      phone: '01812345678',
      address: 'House 12, Road 5, Agrabad, Chattogram',
      district: 'Chattogram',
    });
  });

  it('names every missing delivery detail when the profile has none', async () => {
    const user = userEvent.setup();
    const orders: unknown[] = [];
    visit(orders, { ...buyer, displayName: null });
    await pieces();
    await user.click(confirm());
    for (const message of [words.RECIPIENT_REQUIRED, words.PHONE_REQUIRED, words.DELIVERY_ADDRESS_REQUIRED, words.DISTRICT_REQUIRED]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(orders).toHaveLength(0);
  });

  it("places the order with the tool, the pieces, where it goes and a key, then shows the order's own page", async () => {
    const user = userEvent.setup();
    const orders: { toolId: number; quantity: string; idempotencyKey: string }[] = [];
    const router = visit(orders, { ...buyer, phoneNumber: '01712345678', address: 'Mirpur 10, Dhaka' });
    await pieces();

    await user.click(confirm());

    expect(await screen.findByText(words.ORDER_PLACED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/orders/9');
    expect(router.state.location.state).toEqual({ placed: true });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ toolId: 4, quantity: '25', delivery: { district: 'Dhaka' } });
    expect(orders[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('where it goes, for a repeat buyer', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('starts from the default address, and offers the others', async () => {
    const user = userEvent.setup();
    visit([], buyer, [factory, office]);
    await pieces();
    await waitFor(() => expect(field("Recipient's name").value).toBe('Karim Mia'));
    expect(field('District').value).toBe('Gazipur');
    await user.selectOptions(screen.getByLabelText(words.SAVED_PLACES), 'Rahim Uddin, House 4, Road 2, Dhaka · 01712345678');
    expect(field("Recipient's name").value).toBe('Rahim Uddin');
    expect(field('Mobile number').value).toBe('01712345678');
  });

  it('keeps what was typed through a reload, until the order is placed', async () => {
    const user = userEvent.setup();
    visit([], buyer, [factory]);
    await pieces();
    await waitFor(() => expect(field("Recipient's name").value).toBe('Karim Mia'));
    await user.clear(field('Address (house, road, area)'));
    await user.type(field('Address (house, road, area)'), 'Gate 2, Plot 9, BSCIC');
    cleanup();

    visit([], buyer, [factory]);
    await pieces();
    expect(field('Address (house, road, area)').value).toBe('Gate 2, Plot 9, BSCIC');
    await user.click(confirm());
    expect(await screen.findByText(words.ORDER_PLACED)).toBeTruthy();
    expect(sessionStorage.getItem('checkout.delivery')).toBeNull();
  });
});
