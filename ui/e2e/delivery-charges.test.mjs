// The delivery charge in Chromium: the owner turns the table on and prices a district apart;
// a buyer sees each zone's charge on the cart, then the chosen district's and the total with
// it, orders and pays that total; the one-tool checkout says the same in Bangla on a phone.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, fillDelivery, openPage, screenshot, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const ADMIN = ['admin@shop.test', 'Admin@12345'];
const BUYER = ['buyer@shop.test', 'Buyer@12345'];
const PROBE = 'PT100 Temperature Probe 200 mm';

async function pageAs(account, width, locale) {
  const token = await tokenOf(session.shop.url, ...account);
  return openPage(session.browser, width, { token, locale });
}

const probeId = async () => (await (await fetch(`${session.shop.url}/api/tools`)).json()).find((tool) => tool.toolName === PROBE)._id;

describe('the delivery charge', () => {
  test('the owner turns the charges on and prices Gazipur apart, at 1280 px', async () => {
    const { page, problems, close } = await pageAs(ADMIN, widths.desktop);
    await page.goto(`${session.shop.url}/dashboard/delivery-charges`);
    await page.getByLabel('Charge buyers for delivery').check();
    await page.getByLabel('Add a district').selectOption('Gazipur');
    await page.getByRole('button', { name: 'Add a district' }).click();
    await page.getByLabel('Gazipur: Up to 1 kg (Tk)').fill('110');
    await page.getByRole('button', { name: 'Save the charges' }).click();
    await page.getByText('Delivery charges saved').waitFor();
    await screenshot(page, 'delivery-charges-1280');
    const table = await (await fetch(`${session.shop.url}/api/delivery-charges`)).json();
    assert.equal(table.enabled, true);
    assert.deepEqual(table.districts, [{ district: 'Gazipur', firstKg: 110, extraKg: 20 }]);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the cart shows each zone, then Gazipur\'s charge; the order and its payment carry it, at 375 px', async () => {
    const buyer = await apiAs(session.shop.url, ...BUYER);
    await buyer('PUT', '/cart', { lines: [{ toolId: await probeId(), quantity: 25 }] });
    const { page, problems, close } = await pageAs(BUYER, widths.phone);
    await page.goto(`${session.shop.url}/cart`);
    // 25 probes of 500 g: the first kilogram and 12 more begun.
    await page.getByText('Delivery: Tk. 310 inside Dhaka, Tk. 370 outside Dhaka (12.5 kg)').waitFor();
    await fillDelivery(page, { recipient: 'Demo Buyer', phone: '01712-345678', address: 'House 3, Road 1, Tongi', district: 'Gazipur' });
    const sums = page.locator('.delivery-sums');
    await sums.getByText('Delivery: Gazipur, 12.5 kg').waitFor();
    await sums.getByText('Tk. 350', { exact: true }).waitFor();
    await sums.getByText('Tk. 24,850').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'delivery-cart-375');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
    const order = page.locator('article.order', { hasText: PROBE }).first();
    await order.getByText('Tk. 350', { exact: true }).waitFor();
    assert.match(await order.innerText(), /Tk\.\u00a024,850/);
    await page.getByRole('link', { name: 'Pay Now' }).first().click();
    await page.getByText('Payment Amount : Tk. 24,850').waitFor();
    await page.getByText('Delivery: Tk. 350').waitFor();
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
    await close();
  });

  test('the one-tool checkout prices Sylhet in Bangla, at 375 px', async () => {
    const { page, problems, close } = await pageAs(BUYER, widths.phone, 'bn-BD');
    await page.goto(`${session.shop.url}/confirm-purchase/${await probeId()}`);
    await page.getByLabel('জেলা', { exact: true }).selectOption('Sylhet');
    const sums = page.locator('.delivery-sums');
    await sums.getByText('ডেলিভারি: সিলেট, ১২.৫ কেজি').waitFor();
    await sums.getByText('৳\u00a0৩৭০', { exact: true }).waitFor();
    await sums.getByText('৳\u00a0২৪,৮৭০').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'delivery-checkout-bn-375');
    assert.deepEqual(problems, []);
    await close();
  });
});
