// The demo admin runs the shop: adds a product with a picture, restocks it, ships a paid
// order and marks it delivered, promotes the buyer and removes them again (each asked first),
// and is not offered to remove themselves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, openPage, PNG, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });
const NAME = 'Pipe Wrench 18 in';
const DESCRIPTION = 'Forged alloy steel pipe wrench with a floating hook jaw and an I-beam handle, for plumbing and maintenance crews.';

async function signInAsAdmin(page) {
  await signIn(page, session.shop.url, 'admin@shop.test', 'Admin@12345');
  await page.waitForURL(`${session.shop.url}/`);
}

/** The buyer orders the PT100 probes and pays through the API; the order's id. */
async function paidOrder() {
  const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
  const tools = await (await fetch(`${session.shop.url}/api/tools?q=PT100&limit=1`)).json();
  const { insertedId } = await buyer('POST', '/orders', { toolId: tools[0]._id, quantity: 25, delivery });
  await buyer('POST', '/payments/confirm', { orderId: insertedId, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
  return insertedId;
}

describe('admin', () => {
  for (const width of Object.values(widths)) {
    test(`adds a product with a picture and restocks it at ${width.width} px`, async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await signInAsAdmin(page);
      const name = `${NAME} (${width.width})`;

      await page.goto(`${session.shop.url}/dashboard/add-product`);
      await page.getByRole('heading', { name: 'Add A Product In Our Database' }).waitFor();
      await page.getByLabel('Tool Name').fill('Digital Vernier Caliper 150 mm');
      await page.getByText('Tool already exists').waitFor();
      await page.getByLabel('Tool Name').fill(name);
      await page.getByLabel('Tool Price (Tk)').fill('1250');
      await page.getByLabel('Minimum Order').fill('5');
      await page.getByLabel('Available Quantity').fill('40');
      await page.getByLabel('Tool Image').setInputFiles({ name: 'wrench.png', mimeType: 'image/png', buffer: PNG });
      await page.getByLabel('Tool Description').fill(DESCRIPTION);
      await screenshot(page, `add-product-${width.width}`);
      await page.getByRole('button', { name: 'Add This Product' }).click();
      await page.getByText('Tool added successfully').waitFor();
      assert.equal(await page.getByLabel('Tool Name').inputValue(), '', 'the form starts afresh');

      await page.goto(`${session.shop.url}/all-products`);
      const first = page.locator('article.tool-card').first();
      await first.waitFor();
      assert.match(await first.innerText(), new RegExp(name.replace(/[()]/g, '\\$&')));
      const picture = await first.locator('img').getAttribute('src');
      assert.match(picture, /^\/api\/images\//);
      assert.equal((await fetch(`${session.shop.url}${picture}`)).status, 200);

      await page.goto(`${session.shop.url}/dashboard/manage-product`);
      await page.getByRole('button', { name: `Restock ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Restock' });
      assert.equal(await dialog.getByLabel('Tool name').isDisabled(), true);
      await dialog.getByLabel('Available Stock').fill('60');
      await screenshot(page, `restock-${width.width}`);
      await dialog.getByRole('button', { name: 'Restock', exact: true }).click();
      await page.getByText('Product Restocked Successfully').waitFor();
      const row = page.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
      await row.getByRole('cell', { name: '100', exact: true }).waitFor();

      // The tool gets its Bangla name afterwards; Bangla search finds it by that name.
      await row.getByRole('button', { name: `Bangla name and description of ${name}` }).click();
      const bangla = page.getByRole('dialog', { name: `Bangla name and description of ${name}` });
      await bangla.getByLabel('Name in Bangla (optional)').fill(`পাইপ রেঞ্চ ${width.width}`);
      await screenshot(page, `bangla-name-${width.width}`);
      await bangla.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Bangla name and description saved').waitFor();
      await row.getByText(`পাইপ রেঞ্চ ${width.width}`).waitFor();
      const found = await (await fetch(`${session.shop.url}/api/tools?q=${encodeURIComponent(`রেঞ্চ ${width.width}`)}`)).json();
      assert.deepEqual(found.map((tool) => tool.toolName), [name]);
      await screenshot(page, `manage-products-${width.width}`);
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }

  for (const width of Object.values(widths)) {
    test(`ships a paid order, then marks it delivered, each asked first, at ${width.width} px`, async () => {
      const paid = await paidOrder();
      const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
      const tools = await (await fetch(`${session.shop.url}/api/tools?q=PT100&limit=1`)).json();
      const { insertedId: unpaid } = await buyer('POST', '/orders', { toolId: tools[0]._id, quantity: 25, delivery });
      const numberOf = async (id) => (await buyer('GET', '/orders/buyer%40shop.test')).find((order) => order._id === id).orderNumber;
      const { page, problems, close } = await openPage(session.browser, width);
      await signInAsAdmin(page);

      await page.goto(`${session.shop.url}/dashboard/manage-orders`);
      const table = page.getByRole('region', { name: 'All orders' });
      await table.waitFor();
      const row = (number) => table.locator('tbody tr', { hasText: number });
      const unpaidRow = row(await numberOf(unpaid));
      assert.match(await unpaidRow.innerText(), /Unpaid/);
      assert.match(await unpaidRow.innerText(), /Awaiting payment/);
      assert.equal(await unpaidRow.getByRole('button', { name: /^(Ship|Deliver)/ }).count(), 0, 'nothing to do until it is paid');

      const number = await numberOf(paid);
      const paidRow = row(number);
      assert.match(await paidRow.innerText(), /Demo Buyer\s+House 12, Road 5, Mirpur 10, Dhaka/);
      await paidRow.getByRole('button', { name: /^Ship/ }).click();
      const shipping = page.getByRole('dialog', { name: `Ship order ${number}?` });
      await shipping.waitFor();
      await screenshot(page, `ship-order-${width.width}`);
      await shipping.getByRole('button', { name: 'Ship', exact: true }).click();
      await page.getByText('Order Shipped').waitFor();
      await paidRow.locator('.badge', { hasText: 'Shipped' }).waitFor();
      let mine = await buyer('GET', '/orders/buyer%40shop.test');
      assert.equal(mine.find((order) => order._id === paid).status, 'shipped');

      await paidRow.getByRole('button', { name: /^Deliver/ }).click();
      const delivering = page.getByRole('dialog', { name: `Mark order ${number} delivered?` });
      await delivering.getByRole('button', { name: 'Deliver', exact: true }).click();
      await page.getByText('Order Delivered').waitFor();
      await paidRow.locator('.badge', { hasText: 'Delivered' }).waitFor();
      await screenshot(page, `manage-orders-${width.width}`);
      mine = await buyer('GET', '/orders/buyer%40shop.test');
      assert.equal(mine.find((order) => order._id === paid).isDelivered, true);
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }

  for (const width of Object.values(widths)) {
    test(`promotes the buyer and removes them again, asked each time, and is offered no Remove beside itself, at ${width.width} px`, async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await signInAsAdmin(page);
      await page.goto(`${session.shop.url}/dashboard/make-admin`);
      const users = page.getByRole('region', { name: 'All users' });
      const admins = page.getByRole('region', { name: 'Admins' });

      await users.getByRole('button', { name: 'Make Admin: buyer@shop.test' }).click();
      const promoting = page.getByRole('dialog', { name: 'Make buyer@shop.test an admin?' });
      await promoting.waitFor();
      await screenshot(page, `make-admin-confirm-${width.width}`);
      await promoting.getByRole('button', { name: 'Make Admin' }).click();
      await page.getByText('Made Admin Successfully').waitFor();
      await admins.getByText('buyer@shop.test').waitFor();
      await screenshot(page, `make-admin-${width.width}`);

      await admins.getByRole('button', { name: 'Remove buyer@shop.test from admins' }).click();
      await page.getByRole('dialog', { name: 'Remove buyer@shop.test from admins?' }).getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Removed From Admin Successfully').waitFor();
      await admins.getByText('buyer@shop.test').waitFor({ state: 'detached' });
      await users.getByRole('button', { name: 'Make Admin: buyer@shop.test' }).waitFor();

      const me = admins.getByRole('row', { name: /admin@shop\.test/ });
      await me.getByText("You can't remove yourself from admin").waitFor();
      assert.equal(await me.getByRole('button').count(), 0, 'no Remove beside oneself');
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }
});
