// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

import { setUpAppTests, visitRecording, type Handlers } from '@/testing/app';
import { admin, buyer, deliveryDetails, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

// The upload at its module boundary: XMLHttpRequest progress is the browser's business.
const upload = vi.hoisted(() => ({ fail: false }));
vi.mock('@/lib/upload', async (original) => ({
  ...(await original<typeof import('@/lib/upload')>()),
  uploadImage: async (_file: File, onProgress: (percent: number) => void) => {
    onProgress(40);
    if (upload.fail) throw new ApiError('The image host refused the upload.', 502, 'bad_gateway', 'image');
    onProgress(100);
    return '/api/images/abc123.png';
  },
}));

const caliper = { _id: 2, toolName: 'Digital Vernier Caliper 150 mm', toolImage: '/api/images/c.svg', toolDescription: 'x', toolPrice: 2350, minOrder: 10, availableQuantity: 500, createdAt: 0, priceTiers: [], vatRate: 1500, weightGrams: 250 };
const description = 'Forged alloy steel pipe wrench with a floating hook jaw and an I-beam handle, for plumbing and maintenance crews.';

setUpAppTests('admin-token');
beforeEach(() => {
  upload.fail = false;
});

/** The app signed in as the admin over `handlers` (and the catalogue); what each call sent. */
const visit = (path: string, handlers: Handlers) =>
  visitRecording(path, {
    '/me': () => ({ status: 200, body: admin }),
    '/admin/admin%40shop.test': () => ({ status: 200, body: { admin: true } }),
    '/tools': () => ({ status: 200, body: [caliper] }),
    ...handlers,
  }).sent;

async function fillProduct(name: string) {
  await userEvent.type(await screen.findByLabelText('Tool Name'), name);
  await userEvent.type(screen.getByLabelText('Tool Price (Tk)'), '1250.50');
  await userEvent.type(screen.getByLabelText('Minimum Order'), '5');
  await userEvent.type(screen.getByLabelText('Available Quantity'), '300');
  await userEvent.upload(screen.getByLabelText('Tool Image'), new File(['png'], 'wrench.png', { type: 'image/png' }));
  await userEvent.type(screen.getByLabelText('Tool Description'), description);
}

describe('Add Product', () => {
  it('checks fields as they are typed, with the duplicate name from the tools named alike', async () => {
    visit('/dashboard/add-product', {});
    const name = await screen.findByLabelText('Tool Name');
    await userEvent.type(name, 'digital vernier caliper 150 MM');
    expect(await screen.findByText(words.TOOL_EXISTS)).toBeTruthy();
    await userEvent.clear(name);
    expect(screen.getByText(words.TOOL_NAME_REQUIRED)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tool Description'), 'Too short');
    expect(screen.getByText(words.DESCRIPTION_TOO_SHORT)).toBeTruthy();
  });

  it('uploads the picture, creates the product with its address and empties the form', async () => {
    const sent = visit('/dashboard/add-product', {
      '/product': () => ({ status: 201, body: { insertedId: 40, message: words.TOOL_ADDED } }),
    });
    await fillProduct('Pipe Wrench 18 in');
    await userEvent.type(screen.getByLabelText('Name in Bangla (optional)'), 'পাইপ রেঞ্চ ১৮ ইঞ্চি');

    await userEvent.click(screen.getByRole('button', { name: 'Add This Product' }));

    expect(await screen.findByText(words.TOOL_ADDED)).toBeTruthy();
    expect(sent['POST /product']).toEqual([
      { toolName: 'Pipe Wrench 18 in', toolPrice: '1250.50', minOrder: '5', availableQuantity: '300', toolImage: '/api/images/abc123.png', toolDescription: description, vatRate: '15', toolNameBn: 'পাইপ রেঞ্চ ১৮ ইঞ্চি', toolDescriptionBn: '' },
    ]);
    expect((screen.getByLabelText('Tool Name') as HTMLInputElement).value).toBe('');
  });

  it('says why a failed upload failed and keeps what was typed', async () => {
    upload.fail = true;
    const sent = visit('/dashboard/add-product', {});
    await fillProduct('Pipe Wrench 18 in');
    await userEvent.type(screen.getByLabelText('Name in Bangla (optional)'), 'পাইপ রেঞ্চ ১৮ ইঞ্চি');

    await userEvent.click(screen.getByRole('button', { name: 'Add This Product' }));

    await waitFor(() => expect(screen.getAllByText('The image host refused the upload.').length).toBeGreaterThan(0));
    expect((screen.getByLabelText('Tool Name') as HTMLInputElement).value).toBe('Pipe Wrench 18 in');
    expect(sent['POST /product']).toBeUndefined();
  });
});

describe('Manage Products', () => {
  it('restocks by the pieces typed, checked by the shared rule', async () => {
    const sent = visit('/dashboard/manage-product', {
      '/product/2': () => ({ status: 200, body: { modifiedCount: 1, availableQuantity: 525, message: words.PRODUCT_RESTOCKED } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restock Digital Vernier Caliper 150 mm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restock' }));
    expect((dialog.getByLabelText('Tool name') as HTMLInputElement).disabled).toBe(true);

    await userEvent.type(dialog.getByLabelText('Available Stock'), '0');
    expect(dialog.getByText(words.RESTOCK_INVALID)).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Restock' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(dialog.getByLabelText('Available Stock'));
    await userEvent.type(dialog.getByLabelText('Available Stock'), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Restock' }));

    expect(await screen.findByText(words.PRODUCT_RESTOCKED)).toBeTruthy();
    expect(sent['PUT /product/2']).toEqual([{ availableQuantity: 25 }]);
  });

  it("gives a tool a Bangla name later, checked by Add Product's rules", async () => {
    const sent = visit('/dashboard/manage-product', {
      '/product/2/bangla': () => ({ status: 200, body: { ...caliper, toolNameBn: 'ডিজিটাল ভার্নিয়ার ক্যালিপার' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bangla name and description of Digital Vernier Caliper 150 mm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bangla name and description of Digital Vernier Caliper 150 mm' }));
    await userEvent.type(dialog.getByLabelText('Name in Bangla (optional)'), 'ডিজিটাল ভার্নিয়ার ক্যালিপার');
    await userEvent.type(dialog.getByLabelText('Description in Bangla (optional)'), 'ছোট বিবরণ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(words.DESCRIPTION_TOO_SHORT)).toBeTruthy();
    expect(sent['PUT /product/2/bangla']).toBeUndefined();

    await userEvent.clear(dialog.getByLabelText('Description in Bangla (optional)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(words.BANGLA_TEXT_SAVED)).toBeTruthy();
    expect(sent['PUT /product/2/bangla']).toEqual([{ toolNameBn: 'ডিজিটাল ভার্নিয়ার ক্যালিপার', toolDescriptionBn: '' }]);
  });

  it('sets what a piece weighs for the couriers, and its VAT rate, each checked by the shared rule', async () => {
    const sent = visit('/dashboard/manage-product', {
      '/product/2/weight': () => ({ status: 200, body: { ...caliper, weightGrams: 400 } }),
      '/product/2/vat-rate': () => ({ status: 200, body: { ...caliper, vatRate: 750 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Weight of Digital Vernier Caliper 150 mm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Weight of Digital Vernier Caliper 150 mm' }));
    const field = dialog.getByLabelText('Weight of one piece, packed (grams)') as HTMLInputElement;
    expect(field.value).toBe('250');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(dialog.getByText(words.WEIGHT_INVALID)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '400');
    await userEvent.click(dialog.getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText(words.WEIGHT_SAVED)).toBeTruthy();
    expect(sent['PUT /product/2/weight']).toEqual([{ weightGrams: '400' }]);

    await userEvent.click(screen.getByRole('button', { name: 'VAT rate of Digital Vernier Caliper 150 mm' }));
    const rate = within(await screen.findByRole('dialog', { name: 'VAT rate of Digital Vernier Caliper 150 mm' }));
    await userEvent.clear(rate.getByLabelText('VAT rate (%)'));
    await userEvent.type(rate.getByLabelText('VAT rate (%)'), '7.5');
    await userEvent.click(rate.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText(words.VAT_RATE_SAVED)).toBeTruthy();
    expect(sent['PUT /product/2/vat-rate']).toEqual([{ vatRate: '7.5' }]);
  });

  it('asks before deleting', async () => {
    const sent = visit('/dashboard/manage-product', {
      '/product/2': () => ({ status: 200, body: { deletedCount: 1, message: words.PRODUCT_DELETED } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Digital Vernier Caliper 150 mm' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Do You Want to Remove This Product?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    expect(sent['DELETE /product/2']).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Digital Vernier Caliper 150 mm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(words.PRODUCT_DELETED)).toBeTruthy();
    expect(sent['DELETE /product/2']).toHaveLength(1);
  });
});

describe('Make Admin', () => {
  it('shows the accounts a page at a time, the next one loaded after the last shown', async () => {
    const colleague = { ...admin, email: 'colleague@shop.test' };
    const sent = visit('/dashboard/make-admin', {
      '/users?limit=25': () => ({ status: 200, body: [admin, colleague], headers: { 'X-Total-Count': '3', 'X-Next-Cursor': '2' } }),
      '/users?limit=25&after=2': () => ({ status: 200, body: [buyer] }),
      '/admin': () => ({ status: 200, body: [admin, colleague] }),
    });
    const users = within(await screen.findByRole('region', { name: 'All users' }));
    expect(users.queryByText('buyer@shop.test')).toBeNull();
    expect(screen.getByText('2 of 3 shown')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await users.findByText('buyer@shop.test')).toBeTruthy();
    expect(sent['GET /users?limit=25&after=2']).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' }), 'nothing more to load').toBeNull();
  });

  it('asks before promoting or demoting, and offers no Remove beside oneself', async () => {
    const colleague = { ...admin, email: 'colleague@shop.test' };
    const sent = visit('/dashboard/make-admin', {
      '/users': () => ({ status: 200, body: [admin, colleague, buyer] }),
      '/admin': () => ({ status: 200, body: [admin, colleague] }),
      '/user/admin/buyer%40shop.test': () => ({ status: 200, body: { modifiedCount: 1, message: words.ADMIN_ADDED } }),
      '/user/admin/colleague%40shop.test': () => ({ status: 200, body: { modifiedCount: 1, message: words.ADMIN_REMOVED } }),
    });
    const users = within(await screen.findByRole('region', { name: 'All users' }));
    expect(users.getAllByText('Admin')[0]?.tagName).toBe('STRONG');

    await userEvent.click(users.getByRole('button', { name: 'Make Admin: buyer@shop.test' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Make buyer@shop.test an admin?' }));
    expect(sent['PUT /user/admin/buyer%40shop.test']).toBeUndefined();
    await userEvent.click(asked.getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText(words.ADMIN_ADDED)).toBeTruthy();
    expect(sent['PUT /user/admin/buyer%40shop.test']).toHaveLength(1);

    const admins = within(screen.getByRole('region', { name: 'Admins' }));
    expect(admins.queryByRole('button', { name: 'Remove admin@shop.test from admins' })).toBeNull();
    expect(admins.getByText(words.CANNOT_REMOVE_SELF)).toBeTruthy();

    await userEvent.click(admins.getByRole('button', { name: 'Remove colleague@shop.test from admins' }));
    const removing = within(await screen.findByRole('dialog', { name: 'Remove colleague@shop.test from admins?' }));
    await userEvent.click(removing.getByRole('button', { name: 'Cancel' }));
    expect(sent['DELETE /user/admin/colleague%40shop.test']).toBeUndefined();
    await userEvent.click(admins.getByRole('button', { name: 'Remove colleague@shop.test from admins' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(words.ADMIN_REMOVED)).toBeTruthy();
    expect(sent['DELETE /user/admin/colleague%40shop.test']).toHaveLength(1);
  });
});

describe('Manage The Orders', () => {
  const base = { userName: 'Demo Buyer', userEmail: 'buyer@shop.test', toolId: 2, toolName: 'Digital Vernier Caliper 150 mm', toolImage: '', toolPrice: 2350, quantity: 10, totalPrice: 23500, isPaid: false, isDelivered: false, isReviewed: false, phoneNumber: null, address: null, transactionId: null, createdAt: Date.UTC(2026, 10, 22, 18, 30) };
  const unpaid = withLine({ ...base, _id: 7 });
  const paid = withLine({ ...base, ...deliveryDetails, _id: 6, isPaid: true, transactionId: 'pi_1' });
  const nowhere = withLine({ ...base, _id: 5, isPaid: true, transactionId: 'pi_2' });
  const shipped = withLine({ ...base, ...deliveryDetails, _id: 4, isPaid: true, transactionId: 'pi_3', status: 'shipped' });
  const cancelled = withLine({ ...base, _id: 3, status: 'cancelled' });

  it('offers each order only the next step that works, and asks first', async () => {
    const sent = visit('/dashboard/manage-orders', {
      // The server leaves the closed orders out unless asked, and says how many there are.
      '/orders?open=true&limit=25': () => ({ status: 200, body: [unpaid, paid, nowhere, shipped], headers: { 'X-Total-Count': '4', 'X-Closed-Count': '1' } }),
      '/orders?limit=25': () => ({ status: 200, body: [unpaid, paid, nowhere, shipped, cancelled], headers: { 'X-Total-Count': '5', 'X-Closed-Count': '1' } }),
      '/orders/6': () => ({ status: 200, body: { modifiedCount: 1, message: words.ORDER_SHIPPED } }),
      '/orders/4': () => ({ status: 200, body: { modifiedCount: 1, message: words.ORDER_DELIVERED } }),
    });
    const table = within(await screen.findByRole('region', { name: 'All orders' }));
    const row = (number: string) => within(table.getByText(number).closest('tr') as HTMLElement);

    expect(row('SHT-2026-000007').getByText('Unpaid')).toBeTruthy();
    expect(row('SHT-2026-000007').getByText(words.STATUS_AWAITING_PAYMENT)).toBeTruthy();
    expect(row('SHT-2026-000007').queryByRole('button', { name: /^(Ship|Deliver)/ })).toBeNull();
    expect(row('SHT-2026-000007').getByText('23 Nov 2026', { selector: 'time' }), 'the day in Dhaka').toBeTruthy();
    expect(row('SHT-2026-000005').getByRole('button', { name: /^Ship/ })).toHaveProperty('disabled', true);
    expect(row('SHT-2026-000005').getByText(words.SHIP_NEEDS_DELIVERY)).toBeTruthy();
    expect(row('SHT-2026-000006').getByText('House 4, Road 2, Dhanmondi, Dhaka')).toBeTruthy();
    expect(table.queryByText('SHT-2026-000003'), 'cancelled ones wait behind the switch').toBeNull();
    expect(row('SHT-2026-000007').getByRole('list', { name: 'Progress of order SHT-2026-000007' }), 'the dates, as the buyer sees them').toBeTruthy();

    await userEvent.click(row('SHT-2026-000006').getByRole('button', { name: /^Ship order SHT-2026-000006/ }));
    const asked = within(await screen.findByRole('dialog', { name: 'Ship order SHT-2026-000006?' }));
    expect(asked.getByText(/Rahim Uddin/)).toBeTruthy();
    await userEvent.click(asked.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText(words.ORDER_SHIPPED)).toBeTruthy();
    expect(sent['PUT /orders/6']).toEqual([{ isShipped: true }]);

    await userEvent.click(row('SHT-2026-000004').getByRole('button', { name: /^Deliver order SHT-2026-000004/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Mark order SHT-2026-000004 delivered?' })).getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(words.ORDER_DELIVERED)).toBeTruthy();
    expect(sent['PUT /orders/4']).toEqual([{ isDelivered: true }]);

    await userEvent.click(screen.getByLabelText('Show cancelled and refunded orders (1)'));
    expect(row('SHT-2026-000003').getByText(words.STATUS_CANCELLED)).toBeTruthy();
    expect(row('SHT-2026-000003').queryByRole('button', { name: /^Cancel Order/ }), 'closed already').toBeNull();
    expect(row('SHT-2026-000004').queryByRole('button', { name: /^Cancel Order/ }), 'shipped').toBeNull();
  });

  it('confirms cash on delivery with its buyer, and cancels an order nobody answers for', async () => {
    const cash = withLine({ ...base, ...deliveryDetails, _id: 8, paymentMethod: 'cod', adminStep: 'confirm' });
    const sent = visit('/dashboard/manage-orders', {
      '/orders?open=true&limit=25': () => ({ status: 200, body: [cash], headers: { 'X-Total-Count': '1', 'X-Closed-Count': '0' } }),
      '/orders/8': (init) =>
        init?.method === 'DELETE'
          ? { status: 200, body: { deletedCount: 1, message: words.ORDER_CANCELLED } }
          : { status: 200, body: { modifiedCount: 1, message: 'Order confirmed' } },
    });
    const table = within(await screen.findByRole('region', { name: 'All orders' }));
    const row = within(table.getByText('SHT-2026-000008').closest('tr') as HTMLElement);

    await userEvent.click(row.getByRole('button', { name: /^Confirm order SHT-2026-000008/ }));
    const asked = within(await screen.findByRole('dialog', { name: 'Confirm order SHT-2026-000008 with its buyer?' }));
    expect(asked.getByText(/who will pay Tk. 23,500 in cash on delivery/)).toBeTruthy();
    await userEvent.click(asked.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(sent['PUT /orders/8']).toEqual([{ isConfirmed: true }]);

    await userEvent.click(row.getByRole('button', { name: /^Cancel Order order SHT-2026-000008/ }));
    const cancel = within(await screen.findByRole('dialog', { name: 'Cancel order SHT-2026-000008?' }));
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(words.ORDER_CANCELLED)).toBeTruthy();
    expect(sent['DELETE /orders/8']).toHaveLength(1);
  });

  it('books an order with a courier, many at once, and lists what a courier refused', async () => {
    const another = withLine({ ...base, ...deliveryDetails, _id: 11, isPaid: true, transactionId: 'pi_5' });
    const waiting = { courier: 'pathao', status: null, unconfirmed: true, consignmentId: null, trackingCode: null, trackingLink: null, cod: 0, collected: null, charge: null, bookedAt: 0, restockedAt: null, history: [] };
    const unconfirmed = withLine({ ...base, ...deliveryDetails, _id: 12, isPaid: true, transactionId: 'pi_6', parcel: waiting });
    const sent = visit('/dashboard/manage-orders', {
      '/orders?open=true&limit=25': () => ({ status: 200, body: [paid, another, unpaid, unconfirmed], headers: { 'X-Total-Count': '4', 'X-Closed-Count': '0' } }),
      '/couriers': () => ({ status: 200, body: { couriers: ['ownDelivery', 'steadfast', 'pathao'] } }),
      '/courier-defaults': (init) =>
        init?.method === 'PUT' ? { status: 200, body: JSON.parse(String(init.body)) } : { status: 200, body: { defaults: [{ district: 'Dhaka', courier: 'pathao' }] } },
      '/orders/6/parcel': () => ({ status: 201, body: { ...waiting, courier: 'pathao', status: 'booked', unconfirmed: false } }),
      '/orders/12/parcel': () => ({ status: 200, body: { message: words.BOOKING_DROPPED } }),
      '/parcels': () => ({
        status: 200,
        body: { message: '1 of 2 orders booked', results: [{ orderId: 6, parcel: null, error: null }, { orderId: 11, parcel: null, error: 'Pathao refused the booking: The selected recipient zone is invalid.' }] },
      }),
    });
    const table = within(await screen.findByRole('region', { name: 'All orders' }));
    const row = (number: string) => within(table.getByText(number).closest('tr') as HTMLElement);

    // One order, with its district's default courier.
    await waitFor(() => expect((row('SHT-2026-000006').getByRole('combobox', { name: 'Courier' }) as HTMLSelectElement).value).toBe('pathao'));
    await userEvent.click(row('SHT-2026-000006').getByRole('button', { name: /^Book a courier order SHT-2026-000006/ }));
    expect(await screen.findByText('Booked with Pathao')).toBeTruthy();
    expect(sent['POST /orders/6/parcel']).toEqual([{ courier: 'pathao' }]);
    expect(row('SHT-2026-000007').queryByRole('button', { name: /^Book a courier/ }), 'not paid').toBeNull();
    expect(row('SHT-2026-000007').queryByRole('checkbox'), 'not paid').toBeNull();

    // Many at once, with Pathao.
    await userEvent.click(row('SHT-2026-000006').getByRole('checkbox', { name: 'Select order SHT-2026-000006' }));
    await userEvent.click(row('SHT-2026-000011').getByRole('checkbox', { name: 'Select order SHT-2026-000011' }));
    const bulk = within(screen.getByRole('group', { name: 'Book the selected orders' }));
    expect(bulk.getByText('2 orders selected')).toBeTruthy();
    await userEvent.selectOptions(bulk.getByLabelText('Courier'), 'pathao');
    await userEvent.click(bulk.getByRole('button', { name: 'Book the selected orders' }));
    expect(await screen.findByText('1 of 2 orders booked')).toBeTruthy();
    expect(sent['POST /parcels']).toEqual([{ orderIds: [6, 11], courier: 'pathao' }]);
    expect(screen.getByText(/The selected recipient zone is invalid/)).toBeTruthy();

    // A booking Pathao never answered: booked again, or dropped.
    expect(row('SHT-2026-000012').getByText('Sent with Pathao')).toBeTruthy();
    await userEvent.click(row('SHT-2026-000012').getByRole('button', { name: /^Drop the booking/ }));
    expect(await screen.findByText(words.BOOKING_DROPPED)).toBeTruthy();
    expect(sent['DELETE /orders/12/parcel']).toHaveLength(1);

    // Each district's default courier: Gazipur added, with Steadfast.
    await userEvent.click(screen.getByText('Default courier per district'));
    await userEvent.selectOptions(screen.getByLabelText('Add a district'), 'Gazipur');
    await userEvent.click(screen.getByRole('button', { name: 'Add a district' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Courier: Gazipur' }), 'steadfast');
    await userEvent.click(screen.getByRole('button', { name: 'Save the defaults' }));
    expect(await screen.findByText(words.DEFAULTS_SAVED)).toBeTruthy();
    expect(sent['PUT /courier-defaults']).toEqual([{ defaults: [{ district: 'Dhaka', courier: 'pathao' }, { district: 'Gazipur', courier: 'steadfast' }] }]);
  });

  it("shows a payment held for the owner, with the provider's reason, and each decision asks first", async () => {
    const check = { _id: 31, state: 'held', method: 'sslcommerz', amount: 23500, note: 'SSLCommerz risk_level 1' };
    const held = withLine({ ...base, ...deliveryDetails, _id: 9, paymentCheck: check });
    const checking = withLine({ ...base, ...deliveryDetails, _id: 10, paymentCheck: { ...check, _id: 32, state: 'checking', method: 'bkash', note: 'HTTP 503' } });
    const sent = visit('/dashboard/manage-orders', {
      '/orders?open=true&limit=25': () => ({ status: 200, body: [held, checking], headers: { 'X-Total-Count': '2', 'X-Closed-Count': '0' } }),
      '/payments/31/accept': () => ({ status: 200, body: { message: 'Payment accepted: the order is paid.' } }),
    });
    const table = within(await screen.findByRole('region', { name: 'All orders' }));
    const row = (number: string) => within(table.getByText(number).closest('tr') as HTMLElement);

    expect(row('SHT-2026-000009').getByText(words.PAYMENT_HELD_LABEL)).toBeTruthy();
    expect(row('SHT-2026-000009').getByText('SSLCommerz risk_level 1')).toBeTruthy();
    expect(row('SHT-2026-000010').getByText(words.PAYMENT_CHECKING_LABEL)).toBeTruthy();
    expect(row('SHT-2026-000010').queryByRole('button', { name: /^Accept payment/ }), 'nothing to decide while checking').toBeNull();

    await userEvent.click(row('SHT-2026-000009').getByRole('button', { name: /^Accept payment/ }));
    const asked = within(await screen.findByRole('dialog', { name: 'Accept the held payment? (order SHT-2026-000009)' }));
    expect(asked.getByText(/was held: SSLCommerz risk_level 1/)).toBeTruthy();
    await userEvent.click(asked.getByRole('button', { name: 'Accept payment' }));
    expect(await screen.findByText('Payment accepted: the order is paid.')).toBeTruthy();
    expect(sent['POST /payments/31/accept']).toHaveLength(1);
  });
});

describe('Shop texts', () => {
  const figures = {
    figures: [
      { value: 47, labelEn: 'Countries', labelBn: 'দেশ' },
      { value: 100, labelEn: 'Happy Clients', labelBn: 'সন্তুষ্ট ক্রেতা' },
      { value: 134, labelEn: 'Feedback', labelBn: 'মতামত' },
    ],
    updatedAt: null,
  };
  const page = (slug: string) => ({ slug, en: `# ${slug}\n\nText.`, bn: 'লেখা।', updatedAt: null });
  const pages = {
    '/pages/terms': () => ({ status: 200, body: page('terms') }),
    '/pages/privacy': () => ({ status: 200, body: page('privacy') }),
  };

  it("replaces the spec's figures with the owner's, and shows a refused one under its field", async () => {
    let refuse = true;
    const sent = visit('/dashboard/shop-texts', {
      ...pages,
      '/home-figures': (init) => {
        if (init?.method !== 'PUT') return { status: 200, body: figures };
        if (refuse) {
          refuse = false;
          return { status: 422, body: { error: { code: 'validation', message: words.FIGURE_VALUE_INVALID, field: 'figures.0.value' } } };
        }
        return { status: 200, body: { ...figures, updatedAt: 1 } };
      },
    });
    const first = within(await screen.findByRole('group', { name: 'Figure 1' }));
    await userEvent.clear(first.getByLabelText('Number'));
    await userEvent.type(first.getByLabelText('Number'), '-64');
    await userEvent.clear(first.getByLabelText('What it counts, in English'));
    await userEvent.type(first.getByLabelText('What it counts, in English'), 'Districts served');
    await userEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await first.findByText(words.FIGURE_VALUE_INVALID)).toBeTruthy();

    await userEvent.clear(first.getByLabelText('Number'));
    await userEvent.type(first.getByLabelText('Number'), '64');
    await userEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText(words.FIGURES_SAVED)).toBeTruthy();
    expect(sent['PUT /home-figures']?.[1]).toEqual({
      figures: [
        { value: '64', labelEn: 'Districts served', labelBn: 'দেশ' },
        { value: '100', labelEn: 'Happy Clients', labelBn: 'সন্তুষ্ট ক্রেতা' },
        { value: '134', labelEn: 'Feedback', labelBn: 'মতামত' },
      ],
    });
  });

  it('saves a page in both languages', async () => {
    const sent = visit('/dashboard/shop-texts', {
      '/home-figures': () => ({ status: 200, body: figures }),
      '/pages/terms': (init) => ({ status: 200, body: init?.method === 'PUT' ? { ...page('terms'), updatedAt: 1 } : page('terms') }),
      '/pages/privacy': pages['/pages/privacy'],
    });
    const terms = within(await screen.findByRole('article', { name: 'Terms and conditions' }));
    const english = await terms.findByLabelText('In English');
    await userEvent.clear(english);
    await userEvent.type(english, 'Pay first.');
    await userEvent.click(terms.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(words.PAGE_SAVED)).toBeTruthy();
    expect(sent['PUT /pages/terms']).toEqual([{ en: 'Pay first.', bn: 'লেখা।' }]);
  });
});

describe('Cash on delivery', () => {
  const owed = {
    couriers: [{ courier: 'steadfast', parcels: 1, collected: 24500, charges: 60, owed: 24440 }],
    parcels: [
      { orderId: 6, orderNumber: 'SHT-2026-000006', courier: 'steadfast', consignmentId: '1424107', asked: 24500, collected: 24500, charge: 60, paidOut: null, payoutReference: null, owed: 24440, deliveredAt: Date.UTC(2026, 10, 27, 6), flags: [] },
      { orderId: 7, orderNumber: 'SHT-2026-000007', courier: 'redx', consignmentId: '25A0000001', asked: 24500, collected: 24500, charge: 60, paidOut: 24400, payoutReference: 'RX-1', owed: 0, deliveredAt: Date.UTC(2026, 10, 27, 7), flags: ['payoutDiffers'] },
    ],
  };

  it("shows what each courier owes and what does not add up, and records a payout sheet", async () => {
    const sent = visit('/dashboard/cash-on-delivery', {
      '/cod': () => ({ status: 200, body: owed }),
      '/couriers': () => ({ status: 200, body: { couriers: ['ownDelivery', 'steadfast', 'redx'] } }),
      '/cod/payouts': (init) =>
        JSON.parse(String(init?.body)).reference === 'RX-2'
          ? { status: 200, body: { message: "Parcels paid out: 1. Lines naming no parcel of the shop's: 0.", matched: 1, unknown: [] } }
          : { status: 422, body: { error: { code: 'validation', message: 'Line 2 of the sheet lacks a parcel or an amount that reads.', field: 'csv' } } },
    });
    const byCourier = within(await screen.findByRole('region', { name: 'Owed by the couriers' }));
    const steadfast = within(byCourier.getByText('Steadfast').closest('tr') as HTMLElement);
    expect(steadfast.getByText('Tk. 24,440')).toBeTruthy();
    const parcels = within(screen.getByRole('region', { name: 'Parcels to follow' }));
    const redx = within(parcels.getByText('SHT-2026-000007').closest('tr') as HTMLElement);
    expect(redx.getByText(words.COD_FLAG_PAYOUT)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Fetch Steadfast's payments" })).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Record a payout' }));
    await userEvent.selectOptions(form.getByLabelText('Courier'), 'redx');
    await userEvent.type(form.getByLabelText("The payout's reference (from the courier's statement)"), 'RX-BAD');
    await userEvent.type(form.getByRole('textbox', { name: "The courier's payout sheet (CSV)" }), 'Tracking ID,Payout{enter}A1,lots');
    await userEvent.click(form.getByRole('button', { name: 'Record a payout' }));
    expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Line 2 of the sheet lacks a parcel or an amount that reads.');

    await userEvent.clear(form.getByLabelText("The payout's reference (from the courier's statement)"));
    await userEvent.type(form.getByLabelText("The payout's reference (from the courier's statement)"), 'RX-2');
    await userEvent.click(form.getByRole('button', { name: 'Record a payout' }));
    expect(await screen.findByText("Parcels paid out: 1. Lines naming no parcel of the shop's: 0.")).toBeTruthy();
    expect(sent['POST /cod/payouts']?.[1]).toEqual({ courier: 'redx', reference: 'RX-2', sheet: 'Tracking ID,Payout\nA1,lots' });
  });
});

describe('Delivery charges', () => {
  const table = {
    enabled: false,
    insideDhaka: { firstKg: 70, extraKg: 20 },
    outsideDhaka: { firstKg: 130, extraKg: 20 },
    districts: [],
    vatRate: 1500,
  };

  it('turns the charges on with a district priced apart, and shows a refused amount by its zone', async () => {
    let refuse = true;
    const sent = visit('/dashboard/delivery-charges', {
      '/delivery-charges': (init) => {
        if (init?.method !== 'PUT') return { status: 200, body: table };
        if (refuse) {
          refuse = false;
          return { status: 422, body: { error: { code: 'validation', message: words.DELIVERY_RATE_INVALID, field: 'outsideDhaka' } } };
        }
        return { status: 200, body: { ...table, enabled: true } };
      },
    });
    await userEvent.click(await screen.findByLabelText('Charge buyers for delivery'));
    const outside = within(screen.getByRole('group', { name: 'Outside Dhaka' }));
    await userEvent.clear(outside.getByLabelText('Outside Dhaka: Up to 1 kg (Tk)'));
    await userEvent.type(outside.getByLabelText('Outside Dhaka: Up to 1 kg (Tk)'), 'lots');
    await userEvent.selectOptions(screen.getByLabelText('Add a district'), 'Gazipur');
    await userEvent.click(screen.getByRole('button', { name: 'Add a district' }));
    const gazipur = screen.getByLabelText('Gazipur: Up to 1 kg (Tk)');
    expect((gazipur as HTMLInputElement).value, 'a new district starts at its zone').toBe('lots');
    await userEvent.clear(gazipur);
    await userEvent.type(gazipur, '110');
    await userEvent.click(screen.getByRole('button', { name: 'Save the charges' }));
    expect(await outside.findByText(words.DELIVERY_RATE_INVALID)).toBeTruthy();

    await userEvent.clear(outside.getByLabelText('Outside Dhaka: Up to 1 kg (Tk)'));
    await userEvent.type(outside.getByLabelText('Outside Dhaka: Up to 1 kg (Tk)'), '১৩০');
    await userEvent.click(screen.getByRole('button', { name: 'Save the charges' }));
    expect(await screen.findByText(words.CHARGES_SAVED)).toBeTruthy();
    expect(sent['PUT /delivery-charges']?.[1]).toEqual({
      enabled: true,
      insideDhaka: { firstKg: '70', extraKg: '20' },
      outsideDhaka: { firstKg: '১৩০', extraKg: '20' },
      districts: [{ district: 'Gazipur', firstKg: '110', extraKg: '20' }],
      vatRate: '15',
    });
  });
});
