// The owner's overview in both languages at 375 and 1280 px, with no serious
// accessibility violation (axe-core); a waiting figure opens Manage Orders filtered to those
// orders, the filter survives a reload and exports as CSV; and the outbox is where a newcomer's
// verification link is found on a shop without a mail server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, openPage, screenshot, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ADMIN = ['admin@shop.test', 'Admin@12345'];
const BUYER = ['buyer@shop.test', 'Buyer@12345'];

/** A signed-in admin's page, in `lang` (the browser's preference) at `width`. */
async function adminPage(width, lang = 'en') {
  const token = await tokenOf(session.shop.url, ...ADMIN);
  return openPage(session.browser, width, { locale: lang === 'bn' ? 'bn-BD' : 'en-GB', token });
}

/** axe-core's serious and critical findings on the page as it stands. */
async function seriousViolations(page) {
  // Evaluated, not added as a script tag: the shop's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the owner’s overview', () => {
  let overview;
  before(async () => {
    // Today: one order paid by card, one waiting for payment.
    const buyer = await apiAs(session.shop.url, ...BUYER);
    const [probe] = await (await fetch(`${session.shop.url}/api/tools?q=PT100&limit=1`)).json();
    const paid = await buyer('POST', '/orders', { toolId: probe._id, quantity: 25, delivery });
    await buyer('POST', '/payments/confirm', { orderId: paid.insertedId, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
    await buyer('POST', '/orders', { toolId: probe._id, quantity: 30, delivery });
    const admin = await apiAs(session.shop.url, ...ADMIN);
    overview = await admin('GET', '/overview');
  });

  for (const lang of ['en', 'bn']) {
    for (const width of Object.values(widths)) {
      test(`shows the shop at a glance in ${lang} at ${width.width} px, accessibly`, async () => {
        const { page, problems, close } = await adminPage(width, lang);
        await page.goto(`${session.shop.url}/dashboard`);
        await page.getByRole('heading', { name: lang === 'en' ? 'The shop at a glance' : 'এক নজরে দোকান' }).waitFor();
        await page.locator('.daily-chart canvas').first().waitFor();
        const today = page.getByRole('region', { name: lang === 'en' ? 'Today' : 'আজ' });
        const figure = await today.locator('.overview__figure').innerText();
        // The server's figure, as the shop prints money in the language.
        const taka = overview.day.revenue.toLocaleString('en-IN', { minimumFractionDigits: overview.day.revenue % 1 ? 2 : 0, maximumFractionDigits: 2 });
        if (lang === 'en') assert.equal(figure, `Tk.\u00a0${taka}`);
        else assert.match(figure, /^৳\u00a0[০-৯,]+$/);
        // Away from the pointer, the chart's legend reads today's figures: two orders.
        const legend = await page.locator('.daily-chart .u-legend').innerText();
        assert.match(legend, lang === 'en' ? /Orders:?\s*2$/ : /অর্ডার:?\s*২$/, legend);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
        assert.deepEqual(await seriousViolations(page), []);
        await screenshot(page, `overview-${lang}-${width.width}`);
        assert.deepEqual(problems, []);
        await close();
      });
    }
  }

  test('a waiting figure opens Manage Orders filtered, kept in the address, and exports it', async () => {
    const { page, problems, close } = await adminPage(widths.desktop);
    await page.goto(`${session.shop.url}/dashboard`);
    await page.getByRole('link', { name: /Waiting for payment/ }).click();
    await page.waitForURL(/\/dashboard\/manage-orders\?payment=unpaid$/);
    assert.equal(await page.getByLabel('Payment', { exact: true }).inputValue(), 'unpaid');
    await page.getByText(`Orders that match: ${overview.waiting.payment}`).waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Payment', { exact: true }).inputValue(), 'unpaid', 'the filter survives a reload');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export orders (CSV)' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    assert.ok(csv.startsWith('\ufefforder,placed,status'), csv.slice(0, 40));
    assert.equal(csv.trim().split('\r\n').length - 1, overview.waiting.payment);
    assert.match(csv, /,Awaiting payment,/);
    await screenshot(page, 'manage-orders-filtered-1280');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/dashboard\/manage-orders$/);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the outbox holds a newcomer’s verification link, which works', async () => {
    const response = await fetch(`${session.shop.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nadia Islam', email: 'nadia@example.com', password: 'Nadia@2026', confirmPassword: 'Nadia@2026', terms: true }),
    });
    assert.equal(response.status, 201);
    const { page, problems, close } = await adminPage(widths.phone);
    await page.goto(`${session.shop.url}/dashboard/outbox`);
    const row = page.getByRole('row').filter({ hasText: 'nadia@example.com' }).first();
    await row.getByText('Kept (no mail server)').waitFor();
    await row.getByText('Read the mail').click();
    const body = await row.locator('.mail-body').innerText();
    const link = body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    assert.ok(link, body);
    await screenshot(page, 'outbox-375');
    await row.getByRole('button', { name: /^Send again/ }).click();
    await page.getByText('No mail server is set up, so the mail was kept in the outbox again.').waitFor();

    await page.goto(link.replace(/^https?:\/\/[^/]+/, session.shop.url));
    await page.getByText('Your email address is verified').waitFor();
    assert.deepEqual(problems, []);
    await close();
  });
});
