// Paying the way Bangladesh pays, through the shop's own pages, with the provider sandbox
// (sandbox/) standing in for bKash's and SSLCommerz's pages: bKash, SSLCommerz (paid and
// abandoned), a payment held for the owner, a refusal in bKash's words, cash on delivery
// confirmed, shipped unpaid and settled by the admin, and a bank transfer the admin records.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, launchBrowser, openPage, screenshot, signIn, startSandbox, startShop, widths } from './harness.mjs';

const session = { sandbox: null, shop: null, browser: null };

before(async () => {
  session.sandbox = await startSandbox();
  // Every test signs in twice; the sign-in limit is for strangers, not this suite.
  session.shop = await startShop({ env: { ...session.sandbox.env, SHOP_FORM_LIMIT_PER_MINUTE: '1000' } });
  session.browser = await launchBrowser();
});
after(async () => {
  await session.browser?.close();
  await session.shop?.stop();
  session.sandbox?.stop();
});

const BUYER = ['buyer@shop.test', 'Buyer@12345'];
const ADMIN = ['admin@shop.test', 'Admin@12345'];

/** A fresh order of the PT100 probes (Tk. 24,500), as the buyer. */
async function placeOrder() {
  const buyer = await apiAs(session.shop.url, ...BUYER);
  const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
  const probe = tools.find((tool) => tool.toolName.startsWith('PT100'));
  const { insertedId } = await buyer('POST', '/orders', { toolId: probe._id, quantity: 25, delivery });
  const order = (await buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === insertedId);
  return { id: insertedId, number: order.orderNumber, buyer };
}

async function payingPage(width, orderId) {
  const opened = await openPage(session.browser, width);
  await signIn(opened.page, session.shop.url, ...BUYER);
  await opened.page.waitForURL(`${session.shop.url}/`);
  await opened.page.goto(`${session.shop.url}/payment/${orderId}`);
  await opened.page.getByRole('group', { name: 'How would you like to pay?' }).waitFor();
  return opened;
}

/** Problems other than the expected 4xx answers. */
const unexpected = (problems) => problems.filter((problem) => !problem.includes('status of 4'));

describe('paying through the gateways', () => {
  test('bKash: to the wallet page and back, paid, at 375 px', async () => {
    const order = await placeOrder();
    const { page, problems, close } = await payingPage(widths.phone, order.id);
    await screenshot(page, 'payment-methods-375');
    await page.getByRole('radio', { name: 'bKash', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();

    await page.waitForURL(`${session.sandbox.url}/checkout/**`);
    await page.getByText(`for ${order.number}`).waitFor();
    await page.getByRole('button', { name: /^Pay BDT/ }).click();

    await page.waitForURL(`${session.shop.url}/payment/${order.id}?result=paid`);
    await page.getByText('Payment Successful, THANK YOU!').waitFor();
    await page.getByText(/Paid by bKash\. Your transaction id is BKX/).waitFor();
    await screenshot(page, 'payment-bkash-paid-375');
    const mine = (await order.buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === order.id);
    assert.equal(mine.status, 'paid');
    assert.equal(mine.paymentMethod, 'bkash');
    assert.deepEqual(unexpected(problems), []);
    await close();
  });

  test('SSLCommerz: the hosted page, the notification and the return, at 1280 px', async () => {
    const order = await placeOrder();
    const { page, problems, close } = await payingPage(widths.desktop, order.id);
    await page.getByRole('radio', { name: 'SSLCommerz', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();

    await page.waitForURL(`${session.sandbox.url}/EasyCheckOut/**`);
    await page.getByText('BDT 24500.00', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Pay BDT/ }).click();

    await page.waitForURL(`${session.shop.url}/payment/${order.id}?result=paid`);
    await page.getByText(/Paid by SSLCommerz\. Your transaction id is BTX/).waitFor();
    await screenshot(page, 'payment-sslcommerz-paid-1280');
    const mine = (await order.buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === order.id);
    assert.equal(mine.status, 'paid');
    assert.deepEqual(unexpected(problems), []);
    await close();
  });

  test('SSLCommerz: leaving the hosted page says nothing was charged', async () => {
    const order = await placeOrder();
    const { page, close } = await payingPage(widths.phone, order.id);
    await page.getByRole('radio', { name: 'SSLCommerz', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(`${session.sandbox.url}/EasyCheckOut/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(`${session.shop.url}/payment/${order.id}?result=cancelled`);
    await page.getByText('You left the payment page before paying. Nothing was charged').waitFor();
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    await screenshot(page, 'payment-sslcommerz-left-375');
    await close();
  });
});

/** Makes the sandbox misbehave as a real gateway does (`sandbox/src/lib.rs`, `Knobs`). */
async function misbehave(knobs) {
  const reply = await fetch(`${session.sandbox.url}/sandbox/knobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(knobs),
  });
  assert.equal(reply.status, 204);
}

describe('when the gateway does not answer plainly', () => {
  test('money captured for another amount is held: the buyer is told, the owner accepts it', async () => {
    const order = await placeOrder();
    const { page, problems, close } = await payingPage(widths.phone, order.id);
    await page.getByRole('radio', { name: 'SSLCommerz', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(`${session.sandbox.url}/EasyCheckOut/**`);
    await misbehave({ amountOverride: '24000.00' });
    await page.getByRole('button', { name: /^Pay BDT/ }).click();
    await page.waitForURL(`${session.shop.url}/payment/${order.id}?result=held`);
    await misbehave({});
    await page.getByText(/We received your payment; the shop is checking it/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Proceed' }).count(), 0, 'not asked to pay again');
    await screenshot(page, 'payment-held-375');
    await close();

    const admin = await openPage(session.browser, widths.desktop);
    await signIn(admin.page, session.shop.url, ...ADMIN);
    await admin.page.waitForURL(`${session.shop.url}/`);
    await admin.page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const row = admin.page.getByRole('region', { name: 'All orders' }).locator('tbody tr', { hasText: order.number });
    await row.getByText('Payment held for review').waitFor();
    await row.getByText(/SSLCommerz validated 24000.00 BDT/).waitFor();
    await screenshot(admin.page, 'manage-orders-held-1280');
    await row.getByRole('button', { name: /^Accept payment/ }).click();
    const asking = admin.page.getByRole('dialog', { name: `Accept the held payment? (order ${order.number})` });
    await asking.getByRole('button', { name: 'Accept payment', exact: true }).click();
    await row.locator('.badge--paid').first().waitFor();
    const mine = (await order.buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === order.id);
    assert.equal(mine.status, 'paid');
    assert.equal(mine.paymentCheck, null);
    assert.deepEqual(unexpected(problems), []);
    assert.deepEqual(unexpected(admin.problems), []);
    await admin.close();
  });

  test("bKash's refusal is told in the catalogue's words, at 1280 px", async () => {
    const order = await placeOrder();
    const { page, close } = await payingPage(widths.desktop, order.id);
    await page.getByRole('radio', { name: 'bKash', exact: true }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(`${session.sandbox.url}/checkout/**`);
    await misbehave({ executeRefusal: ['2023', 'Insufficient Balance'] });
    await page.getByRole('button', { name: /^Pay BDT/ }).click();
    await page.waitForURL(`${session.shop.url}/payment/${order.id}?result=failed&reason=PAYMENT_REFUSED_BALANCE`);
    await misbehave({});
    await page.getByRole('alert').getByText(/balance was not enough for this payment/).waitFor();
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    await screenshot(page, 'payment-bkash-refused-1280');
    await close();
  });
});

describe('paying by hand', () => {
  test('cash on delivery: confirmed, shipped unpaid, paid when the admin records the cash', async () => {
    const order = await placeOrder();
    const buyerPage = await payingPage(widths.phone, order.id);
    await buyerPage.page.getByRole('radio', { name: 'Cash on delivery', exact: true }).check();
    await buyerPage.page.getByRole('button', { name: 'Proceed' }).click();
    await buyerPage.page.getByText(/Your order is confirmed\. Please pay the courier in cash/).first().waitFor();
    // Settled with the courier: no call to pay, paying online folded away.
    await buyerPage.page.getByRole('heading', { name: /^Cash on delivery: / }).waitFor();
    assert.equal(await buyerPage.page.getByRole('button', { name: 'Proceed' }).isVisible(), false);
    await screenshot(buyerPage.page, 'payment-cod-375');
    await buyerPage.page.getByRole('link', { name: 'Order details' }).click();
    await buyerPage.page.getByText(/^Cash on delivery: we will call you to confirm/).waitFor();
    await buyerPage.page.locator('.badge', { hasText: 'Cash on delivery · to ship' }).waitFor();
    await screenshot(buyerPage.page, 'order-page-cod-375');
    await buyerPage.close();

    const { page, problems, close } = await openPage(session.browser, widths.desktop);
    await signIn(page, session.shop.url, ...ADMIN);
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const row = page.getByRole('region', { name: 'All orders' }).locator('tbody tr', { hasText: order.number });
    await row.getByText('Cash on delivery', { exact: true }).waitFor();
    for (const [button, dialog, confirm] of [
      // The shop rings the buyer first, as Bangladeshi shops do.
      [/^Confirm order/, `Confirm order ${order.number} with its buyer?`, 'Confirm'],
      [/^Ship/, `Ship order ${order.number}?`, 'Ship'],
      [/^Deliver/, `Mark order ${order.number} delivered?`, 'Deliver'],
      [/^Cash received/, `Record the cash for order ${order.number}?`, 'Cash received'],
    ]) {
      await row.getByRole('button', { name: button }).click();
      const asking = page.getByRole('dialog', { name: dialog });
      await asking.getByRole('button', { name: confirm, exact: true }).click();
      await asking.waitFor({ state: 'hidden' });
    }
    await row.locator('.badge', { hasText: 'Paid' }).waitFor();
    await screenshot(page, 'manage-orders-cod-1280');
    const mine = (await order.buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === order.id);
    assert.equal(mine.status, 'delivered');
    assert.equal(mine.isPaid, true);
    assert.deepEqual(mine.timeline.map((step) => step.event), ['placed', 'shipped', 'delivered', 'paid']);
    assert.deepEqual(unexpected(problems), []);
    await close();
  });

  test('bank transfer: the account to pay into, then the admin records the transfer', async () => {
    const order = await placeOrder();
    const buyerPage = await payingPage(widths.desktop, order.id);
    await buyerPage.page.getByRole('radio', { name: 'Bank transfer', exact: true }).check();
    await buyerPage.page.getByRole('button', { name: 'Proceed' }).click();
    const details = buyerPage.page.getByRole('region', { name: 'Pay by bank transfer' });
    await details.getByText(order.number).waitFor();
    await details.getByText('Tk. 24,500').waitFor();
    await screenshot(buyerPage.page, 'payment-bank-transfer-1280');
    await buyerPage.close();

    const { page, close } = await openPage(session.browser, widths.phone);
    await signIn(page, session.shop.url, ...ADMIN);
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const row = page.getByRole('region', { name: 'All orders' }).locator('tbody tr', { hasText: order.number });
    await row.getByRole('button', { name: /^Transfer received/ }).click();
    const asking = page.getByRole('dialog', { name: `Record the transfer for order ${order.number}?` });
    await asking.getByRole('button', { name: 'Transfer received', exact: true }).click();
    // Paid twice: how it is paid (Payment) and where it stands (Status).
    await row.locator('.badge', { hasText: 'Paid' }).first().waitFor();
    await row.getByRole('button', { name: /^Ship/ }).waitFor();
    await screenshot(page, 'manage-orders-transfer-375');
    await close();
  });
});
