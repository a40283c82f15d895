// After the sale: the buyer orders and pays, the admin ships, the buyer reviews the tool and
// the review reaches the home page; the paid order's invoice downloads as a PDF.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

describe('after the sale', () => {
  test('the buyer reviews a delivered tool, the home page shows it, the invoice downloads', async () => {
    const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    const admin = await apiAs(session.shop.url, 'admin@shop.test', 'Admin@12345');
    const [tool] = await (await fetch(`${session.shop.url}/api/tools?q=caliper&limit=1`)).json();
    const { insertedId } = await buyer('POST', '/orders', { toolId: tool._id, quantity: tool.minOrder, delivery });
    await buyer('POST', '/payments/confirm', { orderId: insertedId, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
    await admin('PUT', `/orders/${insertedId}`, { isShipped: true });
    await admin('PUT', `/orders/${insertedId}`, { isDelivered: true });

    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    await page.waitForURL(`${session.shop.url}/`);

    await page.goto(`${session.shop.url}/dashboard/my-orders`);
    const { orderNumber } = (await buyer('GET', '/orders/buyer%40shop.test')).find((order) => order._id === insertedId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download Invoice for order ${orderNumber}` }).click(),
    ]);
    const pdf = await download.path();
    assert.match(download.suggestedFilename(), /^mushak-6\.3-INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    assert.equal(readFileSync(pdf).subarray(0, 5).toString(), '%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    const order = (await buyer('GET', '/orders/buyer%40shop.test')).find((order) => order._id === insertedId);
    const total = order.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    assert.match(text, new RegExp(`Total\\s+[\\d,.]+\\s+[\\d,.]+\\s+${total}`));
    // The number and date the buyer's list shows, and where it went.
    const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
    const [, listedDate] = (await card.locator('.order__reference').innerText()).split(' · ');
    assert.match(text, /Tax Invoice/);
    assert.match(text, new RegExp(`Order[\\s\\S]*${order.orderNumber}`));
    assert.match(text, new RegExp(`Date and time of issue[\\s\\S]*${listedDate}`));
    assert.match(text, /Destination of supply[\s\S]*Demo Buyer, House 12, Road 5, Mirpur 10, Dhaka, 01712345678/);
    await card.locator('.badge', { hasText: 'Delivered' }).waitFor();

    await page.goto(`${session.shop.url}/dashboard/add-review`);
    await page.getByRole('button', { name: `Give A Review: ${tool.toolName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review: ${tool.toolName}` });
    await dialog.getByLabel('Leave A Review').fill('Reads true to the hundredth; the case survived a drop.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Please choose a rating from 1 to 5 stars').waitFor();
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await screenshot(page, 'review-modal-375');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review Added Successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('article.order', { hasText: tool.toolName }).getByText('Thankyou For Reviewing This Product').waitFor();

    await page.goto(`${session.shop.url}/`);
    await page.getByRole('heading', { name: 'What Our Happy Client Says' }).scrollIntoViewIfNeeded();
    const carousel = page.locator('.swiper-slide', { hasText: 'Reads true to the hundredth' }).first();
    await carousel.waitFor({ state: 'attached' });
    assert.match(await carousel.innerHTML(), /Rated 5 out of 5/);
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
    await close();
  });
});
