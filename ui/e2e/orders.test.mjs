// A buyer orders a tool with where it goes, sees it in My Orders with its number, status and
// timeline, and cancels it: the pieces return to stock and the order stays, as Cancelled.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fillDelivery, openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const stockOf = async (name) => {
  const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
  return tools.find((tool) => tool.toolName === name).availableQuantity;
};

async function signInAsBuyer(page) {
  await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
  await page.waitForURL(`${session.shop.url}/`);
}

describe('ordering', () => {
  test('a declined card says why; the success card pays and shows Paid', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await signInAsBuyer(page);
    await page.goto(`${session.shop.url}/all-products?q=bearing`);
    await page.getByRole('link', { name: /^Buy now: Deep Groove Ball Bearing/ }).click();
    await page.getByLabel('Number of Pieces You Want').waitFor();
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Confirm Your Order' }).click();
    // The order's own page, thanking the buyer and leading with the way to pay.
    await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
    await page.getByText('Thank you! Your order is placed, and its pieces are kept for you.').waitFor();
    await page.getByRole('link', { name: 'Pay Now' }).click();

    await page.getByRole('heading', { name: 'Please Pay For Deep Groove Ball Bearing 6205-2RS' }).waitFor();
    await page.getByText('Payment Amount : Tk. 16,500').waitFor();
    await page.getByRole('button', { name: 'Proceed' }).click();
    const modal = page.getByRole('dialog', { name: 'Pay Tk. 16,500' });
    const form = modal.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Pay / }).click();
    await form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await screenshot(page, 'payment-declined-375');

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment Successful, THANK YOU!').first().waitFor();
    await page.getByText(/Paid by Card\. Your transaction id is pi_test_/).waitFor();
    assert.equal(await modal.isVisible(), false);

    await page.goto(`${session.shop.url}/dashboard/my-orders`);
    const order = page.locator('article.order').first();
    await order.locator('.badge', { hasText: 'Paid' }).waitFor();
    assert.equal(await order.getByRole('link', { name: 'Pay Now' }).count(), 0);
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
    await close();
  });

  for (const width of Object.values(widths)) {
    test(`order, see and cancel at ${width.width} px`, async () => {
      const name = 'PT100 Temperature Probe 200 mm';
      const before = await stockOf(name);
      const { page, problems, close } = await openPage(session.browser, width);
      await signInAsBuyer(page);

      await page.goto(`${session.shop.url}/all-products?q=PT100`);
      // A phone's card says 'Buy now', a wide screen's 'Confirm Order'.
      await page.getByRole('link', { name: new RegExp(`^(Confirm Order|Buy now): ${name}$`) }).click();
      const pieces = page.getByLabel('Number of Pieces You Want');
      await pieces.waitFor();
      assert.equal(await pieces.inputValue(), '25');

      await pieces.fill('3');
      await page.getByText('Minimum order is 25').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Confirm Your Order' }).isDisabled(), true);
      assert.equal(await page.getByLabel('Total Price (BDT)').inputValue(), 'Tk.\u00a024,500');

      await pieces.fill('30');
      assert.equal(await page.getByLabel('Total Price (BDT)').inputValue(), 'Tk.\u00a029,400');
      // Where the buyer's last order went (the first test's): the same number and district.
      await page.waitForFunction(() => document.querySelector('#delivery-district')?.value === 'Dhaka');
      assert.equal(await page.getByLabel("Recipient's name").inputValue(), 'Demo Buyer');
      assert.equal(await page.getByLabel('Mobile number').inputValue(), '01712345678');
      await page.getByLabel('Mobile number').fill('');
      await page.getByRole('button', { name: 'Confirm Your Order' }).click();
      await page.getByText('Please enter a mobile number the courier can call').waitFor();
      await page.getByLabel('Mobile number').fill('02-9123456');
      await page.getByText(/Please enter a Bangladeshi mobile number/).waitFor();
      await screenshot(page, `checkout-delivery-${width.width}`);
      await fillDelivery(page);
      await screenshot(page, `confirm-purchase-${width.width}`);
      await page.getByRole('button', { name: 'Confirm Your Order' }).click();
      await page.getByText('Order Placed Successfully').waitFor();
      await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
      const next = page.locator('.order-page__next');
      await next.getByText('Choose how to pay.', { exact: false }).waitFor();
      assert.ok(await next.getByRole('link', { name: 'Pay Now' }).isVisible());
      assert.match(await page.title(), /^Order SHT-\d{4}-\d{6}/);
      await screenshot(page, `order-page-${width.width}`);

      await page.goto(`${session.shop.url}/dashboard/my-orders`);
      const order = page.locator('article.order').first();
      await order.waitFor();
      assert.match(await order.innerText(), /PT100 Temperature Probe 200 mm/);
      assert.match(await order.innerText(), /Awaiting payment/);
      assert.match(await order.innerText(), /SHT-\d{4}-\d{6} · \d{1,2} \w{3} \d{4}/);
      assert.match(await order.innerText(), /House 12, Road 5, Mirpur 10, Dhaka/);
      await order.getByRole('list', { name: /^Progress of order/ }).getByText('Not yet').first().waitFor();
      assert.match(await order.innerText(), /Tk\.\u00a029,400/);
      assert.ok(await order.getByRole('link', { name: 'Pay Now' }).isVisible());
      assert.equal(await stockOf(name), before - 30, 'the pieces are reserved at once');
      await screenshot(page, `my-orders-${width.width}`);

      await order.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Do You Want to Cancel Your Order?' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await order.getByRole('button', { name: 'Cancel Order' }).click();
      await dialog.getByText('Nothing has been charged, so there is nothing to refund.').waitFor();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Order Cancelled Successfully').waitFor();
      await page.locator('article.order', { hasText: name }).waitFor({ state: 'detached' });
      assert.equal(await stockOf(name), before, 'the pieces are back in stock');
      await page.getByLabel(/^Show cancelled and refunded orders/).check();
      const cancelled = page.locator('article.order', { hasText: name }).first();
      await cancelled.locator('.badge', { hasText: 'Cancelled' }).waitFor();
      await screenshot(page, `my-orders-cancelled-${width.width}`);

      await page.goto(`${session.shop.url}/all-products?q=PT100`);
      // The skeleton cards come first; wait for the real one.
      const card = page.locator('article.tool-card', { hasText: name }).first();
      await card.waitFor();
      assert.match(await card.innerText(), new RegExp(`Available Quantity\\s+${before}`));
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }
});
