// The cart in Chromium: a cart of three tools at a phone's and a desktop's width, a price break
// applying as the quantity crosses it, the order placed and paid; another order cancelled and
// its stock back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, fillDelivery, openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const BEARING = 'Deep Groove Ball Bearing 6205-2RS';
const PROBE = 'PT100 Temperature Probe 200 mm';
const CALIPER = 'Digital Vernier Caliper 150 mm';

const catalogue = async () => (await fetch(`${session.shop.url}/api/tools`)).json();
const stockOf = async (name) => (await catalogue()).find((tool) => tool.toolName === name).availableQuantity;

async function addToCart(page, search, name) {
  await page.goto(`${session.shop.url}/all-products?q=${encodeURIComponent(search)}`);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await page.getByText('Added to your cart').first().waitFor();
}

describe('the cart', () => {
  before(async () => {
    // 500 bearings or more cost Tk 150 each instead of Tk 165.
    const asAdmin = await apiAs(session.shop.url, 'admin@shop.test', 'Admin@12345');
    const bearing = (await catalogue()).find((tool) => tool.toolName === BEARING);
    await asAdmin('PUT', `/product/${bearing._id}/tiers`, { priceTiers: [{ minQuantity: 500, unitPrice: 150 }] });
  });

  for (const width of Object.values(widths)) {
    test(`three tools in one order, a price break, payment and a cancel at ${width.width} px`, async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
      await page.waitForURL(`${session.shop.url}/`);
      const card = page.locator('article.tool-card', { hasText: BEARING }).first();
      await page.goto(`${session.shop.url}/all-products?q=bearing`);
      await card.getByText('from Tk. 150 at 500+').waitFor();

      await addToCart(page, 'bearing', BEARING);
      await addToCart(page, 'PT100', PROBE);
      await addToCart(page, 'caliper', CALIPER);
      // In sight at every width, the menu closed: a phone's header keeps it beside the menu.
      await page.getByRole('link', { name: 'Cart, 3 tools' }).click();
      await page.waitForURL(`${session.shop.url}/cart`);

      const bearingLine = page.locator('li.cart__line', { hasText: BEARING });
      const pieces = bearingLine.getByLabel('Pieces');
      await pieces.fill('499');
      await bearingLine.getByText('Tk. 165 a piece').waitFor();
      await bearingLine.getByText('1 more and each piece costs Tk. 150, Tk. 15 less').waitFor();
      await bearingLine.getByText('Tk. 82,335').waitFor();
      await pieces.fill('500');
      await bearingLine.getByText('Tk. 150 a piece').waitFor();
      await bearingLine.getByText('Tk. 75,000').waitFor();
      // 500 bearings at Tk 150, 25 probes at Tk 980, 10 calipers at Tk 2,350.
      await page.locator('.cart__total').getByText('Tk. 1,23,000').waitFor();
      await screenshot(page, `cart-${width.width}`);
      const stockBefore = await Promise.all([BEARING, PROBE, CALIPER].map(stockOf));

      await fillDelivery(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Order Placed Successfully').waitFor();
      await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
      const order = page.locator('article.order', { hasText: `${BEARING} and 2 more` }).first();
      await order.waitFor();
      assert.match(await order.innerText(), /Tk\.\u00a01,23,000/);
      assert.deepEqual(await Promise.all([BEARING, PROBE, CALIPER].map(stockOf)), [
        stockBefore[0] - 500,
        stockBefore[1] - 25,
        stockBefore[2] - 10,
      ]);
      await screenshot(page, `cart-order-${width.width}`);

      await page.getByRole('link', { name: 'Pay Now' }).click();
      await page.getByText('Payment Amount : Tk. 1,23,000').waitFor();
      await page.getByRole('button', { name: 'Proceed' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'Card payment' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await form.getByLabel('CVC').fill('123');
      await form.getByRole('button', { name: /^Pay / }).click();
      await page.getByText(/Paid by Card\. Your transaction id is/).waitFor();

      // Cancelling the paid order says what is refunded, and how.
      await page.goto(`${session.shop.url}/dashboard/my-orders`);
      const paid = page.locator('article.order', { hasText: `${BEARING} and 2 more` }).first();
      await paid.getByRole('button', { name: 'Cancel Order' }).click();
      const asked = page.getByRole('dialog', { name: 'Do You Want to Cancel Your Order?' });
      await asked.getByText(/You paid Tk\.\s1,23,000 by card \(transaction pi_test_\w+\)\. The whole amount is refunded/).waitFor();
      await screenshot(page, `cancel-paid-${width.width}`);
      await asked.getByRole('button', { name: 'No' }).click();

      // Another order from the cart, cancelled: its pieces return.
      const probes = await stockOf(PROBE);
      await addToCart(page, 'PT100', PROBE);
      await page.goto(`${session.shop.url}/cart`);
      await fillDelivery(page);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
      assert.equal(await stockOf(PROBE), probes - 25);
      const second = page.locator('article.order', { hasText: PROBE });
      await second.getByRole('button', { name: 'Cancel Order' }).click();
      await page.getByRole('dialog', { name: 'Do You Want to Cancel Your Order?' }).getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Order Cancelled Successfully').waitFor();
      assert.equal(await stockOf(PROBE), probes, 'the pieces are back in stock');
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }
});
