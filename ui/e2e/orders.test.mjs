// A buyer orders a tool, sees it in My Orders and cancels it: the pieces return to stock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, screenshot, startShop, widths } from './harness.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const stockOf = async (name) => {
  const tools = await (await fetch(`${shop.url}/api/tools`)).json();
  return tools.find((tool) => tool.toolName === name).availableQuantity;
};

describe('ordering', () => {
  for (const width of Object.values(widths)) {
    test(`order, see and cancel at ${width.width} px`, async () => {
      const name = 'PT100 Temperature Probe 200 mm';
      const before = await stockOf(name);
      const { page, problems, close } = await openPage(browser, width);
      await page.goto(`${shop.url}/login`);
      await page.getByLabel('Email').fill('buyer@shop.test');
      await page.getByLabel('Password').fill('Buyer@12345');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${shop.url}/`);

      await page.goto(`${shop.url}/all-products?q=PT100`);
      await page.getByRole('link', { name: `Confirm Order: ${name}` }).click();
      const pieces = page.getByLabel('Number of Pieces You Want');
      await pieces.waitFor();
      assert.equal(await pieces.inputValue(), '25');

      await pieces.fill('3');
      await page.getByText('Minimum order is 25').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Confirm Your Order' }).isDisabled(), true);
      assert.equal(await page.getByLabel('Total Price (BDT)').inputValue(), 'Tk. 24,500');

      await pieces.fill('30');
      assert.equal(await page.getByLabel('Total Price (BDT)').inputValue(), 'Tk. 29,400');
      await screenshot(page, `confirm-purchase-${width.width}`);
      await page.getByRole('button', { name: 'Confirm Your Order' }).click();
      await page.getByText('Order Placed Successfully').waitFor();
      await page.waitForURL(`${shop.url}/dashboard/my-orders`);

      const order = page.locator('article.order').first();
      await order.waitFor();
      assert.match(await order.innerText(), /PT100 Temperature Probe 200 mm/);
      assert.match(await order.innerText(), /Pending/);
      assert.match(await order.innerText(), /Tk\. 29,400/);
      assert.ok(await order.getByRole('link', { name: 'Pay Now' }).isVisible());
      assert.equal(await stockOf(name), before - 30, 'the pieces are reserved at once');
      await screenshot(page, `my-orders-${width.width}`);

      await order.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Do You Want to Cancel Your Order?' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await order.getByRole('button', { name: 'Cancel Order' }).click();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Order Cancelled Successfully').waitFor();
      await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
      assert.equal(await stockOf(name), before, 'the pieces are back in stock');

      await page.goto(`${shop.url}/all-products?q=PT100`);
      const card = page.locator('.tool-card').first();
      await card.waitFor();
      assert.match(await card.innerText(), new RegExp(`Available Quantity\\s+${before}`));
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }
});
