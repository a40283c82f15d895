// What the shop tells people: the buyer's mail at each step of an order (with the tax invoice
// attached once paid) and the owner's mail of a new order, read in the outbox; a visitor's
// message in the owner's inbox, answered by mail.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });
const ADMIN = ['admin@shop.test', 'Admin@12345'];

async function asAdmin(width) {
  const opened = await openPage(session.browser, width);
  await signIn(opened.page, session.shop.url, ...ADMIN);
  await opened.page.waitForURL(`${session.shop.url}/`);
  return opened;
}

/** Polls the outbox until a mail whose subject matches `subject` is in it. */
async function mailed(admin, subject) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await admin('GET', '/outbox?limit=50')).find((each) => subject.test(each.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail matching ${subject} in the outbox`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describe('mail', () => {
  test('the buyer is mailed the order and its invoice; the owner the new order', async () => {
    const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    const admin = await apiAs(session.shop.url, ...ADMIN);
    const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
    const probe = tools.find((tool) => tool.toolName.startsWith('PT100'));
    const { insertedId } = await buyer('POST', '/orders', { toolId: probe._id, quantity: 25, delivery });
    const number = (await buyer('GET', '/orders/buyer%40shop.test')).find((each) => each._id === insertedId).orderNumber;
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    await buyer('POST', '/payments/confirm', { orderId: insertedId, card });

    const placed = await mailed(admin, new RegExp(`^Order ${number} placed`));
    assert.equal(placed.to, 'buyer@shop.test');
    assert.match(placed.body, /PT100 Temperature Probe 200 mm: 25 pcs × Tk\.\s980 = Tk\.\s24,500/);
    assert.match(placed.body, new RegExp(`/dashboard/orders/${insertedId}`));
    const owner = await mailed(admin, new RegExp(`^New order ${number}`));
    assert.equal(owner.to, 'admin@shop.test');
    await mailed(admin, new RegExp(`^Payment received for order ${number}`));

    for (const width of Object.values(widths)) {
      const { page, problems, close } = await asAdmin(width);
      await page.goto(`${session.shop.url}/dashboard/outbox`);
      const row = page.locator('tr', { hasText: `Payment received for order ${number}` });
      const attached = row.getByRole('button', { name: /^Attached: mushak-6\.3-/ });
      await attached.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), attached.click()]);
      assert.match(download.suggestedFilename(), /^mushak-6\.3-.*\.pdf$/);
      await screenshot(page, `outbox-attachment-${width.width}`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("a visitor's message reaches the inbox and is answered by mail", async () => {
    const written = await fetch(`${session.shop.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'karim@factory.test', message: 'Do you sell M8 taps by the hundred?' }),
    });
    assert.equal(written.status, 201);

    const { page, problems, close } = await asAdmin(widths.phone);
    await page.goto(`${session.shop.url}/dashboard/inbox`);
    const row = page.locator('tr', { hasText: 'Do you sell M8 taps by the hundred?' });
    await row.locator('.badge', { hasText: 'New' }).waitFor();
    await screenshot(page, 'inbox-375');
    await row.getByRole('button', { name: 'Answer by mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer karim@factory.test' });
    await dialog.getByRole('button', { name: 'Send the answer' }).click();
    await dialog.getByText('Please write your answer').waitFor();
    await dialog.getByLabel('Your answer').fill('Yes: boxes of 100, Tk. 45 a piece.');
    await screenshot(page, 'inbox-answer-375');
    await dialog.getByRole('button', { name: 'Send the answer' }).click();
    await page.getByText('Answer kept in the outbox for karim@factory.test', { exact: false }).waitFor();
    await row.locator('.badge', { hasText: 'Answered' }).waitFor();

    await row.getByRole('button', { name: 'Put away' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Show messages put away').check();
    await page.locator('tr', { hasText: 'Do you sell M8 taps by the hundred?' }).waitFor();

    const admin = await apiAs(session.shop.url, ...ADMIN);
    const answer = await mailed(admin, /^Your message to Shilpo Tools$/);
    assert.equal(answer.to, 'karim@factory.test');
    assert.match(answer.body, /^Yes: boxes of 100, Tk\. 45 a piece\.\n\nShilpo Tools\n\nYou wrote:\nDo you sell M8 taps/);
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
    await close();
  });
});
