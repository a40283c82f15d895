// Delivery by courier, through the shop's own pages, with the sandbox (sandbox/) standing in
// for Steadfast, Pathao and RedX: the admin books one order and then a selection, prints
// their labels, the courier's webhook delivers a cash order (paid by the courier's word), the
// buyer follows the parcel, and the owner reads what the courier owes. At 375 and 1280 px, in
// English and in Bangla, with screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, launchBrowser, openPage, screenshot, startSandbox, startShop, tokenOf, widths } from './harness.mjs';

const session = { sandbox: null, shop: null, browser: null };
const HOOKS = { steadfastToken: 'e2e-steadfast-token', pathaoSecret: 'e2e-pathao-secret', redxToken: 'e2e-redx-token' };

before(async () => {
  session.sandbox = await startSandbox();
  const url = session.sandbox.url;
  session.shop = await startShop({
    env: {
      // The sandbox's accounts (sandbox/src/lib.rs, Credentials::default).
      SHOP_STEADFAST_API_KEY: 'sandbox-steadfast-key',
      SHOP_STEADFAST_SECRET_KEY: 'sandbox-steadfast-secret',
      SHOP_STEADFAST_API_URL: `${url}/steadfast/api/v1`,
      SHOP_STEADFAST_WEBHOOK_TOKEN: HOOKS.steadfastToken,
      SHOP_PATHAO_CLIENT_ID: '7N1aMJQbWm',
      SHOP_PATHAO_CLIENT_SECRET: 'sandbox-pathao-secret',
      SHOP_PATHAO_USERNAME: 'merchant@shop.test',
      SHOP_PATHAO_PASSWORD: 'sandbox-pathao-password',
      SHOP_PATHAO_STORE_ID: '130820',
      SHOP_PATHAO_API_URL: `${url}/pathao`,
      SHOP_PATHAO_WEBHOOK_SECRET: HOOKS.pathaoSecret,
      SHOP_REDX_TOKEN: 'sandbox-redx-token',
      SHOP_REDX_API_URL: `${url}/redx/v1.0.0-beta`,
      SHOP_REDX_WEBHOOK_TOKEN: HOOKS.redxToken,
      SHOP_FORM_LIMIT_PER_MINUTE: '1000',
      // Three cash orders at once are more than a stranger may owe; this buyer is known.
      SHOP_COD_MAX_TAKA: '500000',
    },
  });
  // The couriers' webhooks go to this shop, signed with its secrets.
  const knobs = await fetch(`${url}/sandbox/knobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ courierHooks: { shopUrl: session.shop.url, ...HOOKS } }),
  });
  assert.equal(knobs.status, 204);
  session.browser = await launchBrowser();
});
after(async () => {
  await session.browser?.close();
  await session.shop?.stop();
  session.sandbox?.stop();
});

const BUYER = ['buyer@shop.test', 'Buyer@12345'];
const ADMIN = ['admin@shop.test', 'Admin@12345'];
const orders = {};

/** A cash-on-delivery order of the PT100 probes (Tk. 24,500), placed by the buyer. */
async function cashOrder() {
  const buyer = await apiAs(session.shop.url, ...BUYER);
  const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
  const probe = tools.find((tool) => tool.toolName.startsWith('PT100'));
  const { insertedId } = await buyer('POST', '/orders', { toolId: probe._id, quantity: 25, delivery });
  await buyer('POST', '/payments/start', { orderId: insertedId, method: 'cod' });
  const order = (await buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === insertedId);
  return { id: insertedId, number: order.orderNumber };
}

async function pageAs(account, width, locale) {
  const token = await tokenOf(session.shop.url, ...account);
  return openPage(session.browser, width, { token, locale });
}

/** An order number as a Bangla page writes it, in Bengali digits. */
const inBengali = (text) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/** Manage Orders' row of an order. */
const rowOf = (page, number) => page.getByRole('row').filter({ hasText: number });

describe('delivery by courier', () => {
  test('the admin books one order, then a selection, and prints their labels, at 1280 px', async () => {
    orders.first = await cashOrder();
    orders.second = await cashOrder();
    const { page, problems, close } = await pageAs(ADMIN, widths.desktop);
    await page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const first = rowOf(page, orders.first.number);
    const courier = first.getByRole('combobox', { name: 'Courier', exact: true });
    assert.equal(await courier.inputValue(), 'steadfast', 'the first courier the shop is set up for');
    await first.getByRole('button', { name: /^Book a courier/ }).click();
    await page.getByText('Booked with Steadfast').waitFor();
    await first.getByText('Sent with Steadfast').waitFor();
    await first.getByText(/^Tracking code T\d+/).waitFor();

    // The second to book and the first to print: both selected.
    await first.getByRole('checkbox', { name: `Select order ${orders.first.number}` }).check();
    await rowOf(page, orders.second.number).getByRole('checkbox', { name: `Select order ${orders.second.number}` }).check();
    const bulk = page.getByRole('group', { name: 'Book the selected orders' });
    await bulk.getByText('2 orders selected').waitFor();
    await screenshot(page, 'couriers-selected-1280');
    await bulk.getByRole('button', { name: 'Book the selected orders' }).click();
    await page.getByText('1 of 1 orders booked').waitFor();
    await rowOf(page, orders.second.number).getByText('Sent with Steadfast').waitFor();

    await first.getByRole('checkbox', { name: `Select order ${orders.first.number}` }).check();
    await rowOf(page, orders.second.number).getByRole('checkbox', { name: `Select order ${orders.second.number}` }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), bulk.getByRole('button', { name: 'Print the labels of the selected orders' }).click()]);
    const label = await (await download.createReadStream()).toArray();
    assert.equal(Buffer.concat(label).subarray(0, 5).toString(), '%PDF-');
    await screenshot(page, 'couriers-booked-1280');
    assert.deepEqual(problems, []);
    await close();
  });

  test("Steadfast's webhook delivers a cash order, which its buyer follows in Bangla, at 375 px", async () => {
    const moved = await fetch(`${session.sandbox.url}/sandbox/couriers/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courier: 'steadfast', reference: orders.first.number, status: 'delivered' }),
    });
    assert.deepEqual(await moved.json(), { webhook: 200 });
    const { page, problems, close } = await pageAs(BUYER, widths.phone, 'bn-BD');
    await page.goto(`${session.shop.url}/dashboard/my-orders`);
    const card = page.getByRole('article', { name: `অর্ডার ${inBengali(orders.first.number)}` });
    await card.getByText('স্টেডফাস্ট দিয়ে পাঠানো হয়েছে').waitFor();
    // Delivered by the courier's word, and paid with the cash it collected.
    await card.getByText('ডেলিভারি হয়েছে', { exact: true }).first().waitFor();
    await card.getByRole('link', { name: 'কুরিয়ারের সাইটে পার্সেলটি ট্র্যাক করুন: স্টেডফাস্ট' }).waitFor();
    await card.getByRole('list', { name: 'কুরিয়ারের আপডেট' }).getByText(/Consignment is delivered/).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'couriers-buyer-tracking-bn-375');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the buyer follows a parcel on its way, in English, at 1280 px', async () => {
    await fetch(`${session.sandbox.url}/sandbox/couriers/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courier: 'steadfast', reference: orders.second.number, status: 'pending' }),
    });
    const { page, problems, close } = await pageAs(BUYER, widths.desktop);
    await page.goto(`${session.shop.url}/dashboard/my-orders`);
    const card = page.getByRole('article', { name: `Order ${orders.second.number}` });
    await card.getByText('Sent with Steadfast').waitFor();
    await card.getByText('On the way', { exact: true }).first().waitFor();
    await card.getByText('Shipped', { exact: true }).first().waitFor();
    await screenshot(page, 'couriers-buyer-tracking-1280');
    assert.deepEqual(problems, []);
    await close();
  });

  test('in Bangla at 375 px the admin books RedX, and reads what the couriers owe', async () => {
    const third = await cashOrder();
    const { page, problems, close } = await pageAs(ADMIN, widths.phone, 'bn-BD');
    await page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const row = rowOf(page, inBengali(third.number));
    await row.getByRole('combobox', { name: 'কুরিয়ার', exact: true }).selectOption('redx');
    await row.getByRole('button', { name: /^কুরিয়ার বুক করুন/ }).click();
    await page.getByText('কুরিয়ারে বুক করা হয়েছে: রেডএক্স').waitFor();
    await row.getByText('রেডএক্স দিয়ে পাঠানো হয়েছে').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'couriers-admin-bn-375');

    await page.goto(`${session.shop.url}/dashboard/cash-on-delivery`);
    const owed = page.getByRole('region', { name: 'কুরিয়ারদের কাছে পাওনা' });
    const steadfast = owed.getByRole('row').filter({ hasText: 'স্টেডফাস্ট' });
    // Tk. 24,500 collected, Tk. 60 kept as its charge.
    await steadfast.getByText('৳২৪,৪৪০').or(steadfast.getByText(/২৪,৪৪০/)).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'couriers-cod-bn-375');
    assert.deepEqual(problems, []);
    await close();
  });
});
