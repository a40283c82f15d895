// The VAT documents in the browser. A business buyer sets up its company with its BIN, pays,
// and downloads the tax invoice (Mushak-6.3) from My Orders in English and in Bangla; an admin downloads it from Manage Orders in both languages, the credit note
// (Mushak-6.7) of a cancelled order, and the month's sales register.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, offline, openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });
const card = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
/** `text` with Bengali digits, as Bangla pages and documents print numbers. */
const inBengali = (text) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/** Clicks `button`, waits for the file it saves, and reads it: PDFs through pdftotext. */
async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const name = download.suggestedFilename();
  const text = name.endsWith('.pdf') ? execFileSync('pdftotext', ['-layout', path, '-']).toString() : readFileSync(path, 'utf8');
  return { name, text };
}

function says(text, expected) {
  for (const words of expected) assert.ok(text.includes(words), `${JSON.stringify(words)} missing from:\n${text}`);
}

/** Places an order of `tool` as the buyer and pays it by card; the order as the buyer sees it. */
async function paidOrder(buyer, tool) {
  const { insertedId } = await buyer('POST', '/orders', { toolId: tool._id, quantity: tool.minOrder, delivery });
  await buyer('POST', '/payments/confirm', { orderId: insertedId, card });
  return (await buyer('GET', '/orders/buyer%40shop.test')).find((order) => order._id === insertedId);
}

describe('VAT documents', () => {
  test('a business buyer downloads its tax invoice from My Orders in English and in Bangla', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    await page.waitForURL(`${session.shop.url}/`);
    // The profile sends a business to its company's page, which carries the name and BIN.
    await page.goto(`${session.shop.url}/edit-profile`);
    await page.getByText('Buying for a factory or a workshop?').waitFor();
    await page.getByRole('link', { name: 'Your company' }).click();
    await page.getByRole('heading', { name: 'Set up a company' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('করিম স্টিল ওয়ার্কস');
    await page.getByLabel('BIN').fill('১২৩৪৫');
    await page.getByRole('button', { name: 'Set up a company' }).click();
    await page.getByText('A BIN has 13 digits, like 000123456-0101').waitFor();
    await page.getByLabel('BIN').fill('০০০১২৩৪৫৬-০১০১');
    await screenshot(page, 'company-set-up-375');
    await page.getByRole('button', { name: 'Set up a company' }).click();
    await page.getByText('Your company is set up.').waitFor();
    await page.getByRole('heading', { name: 'Company details' }).waitFor();
    assert.equal(await page.getByLabel('BIN').inputValue(), '000123456-0101');

    const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    const [tool] = await (await fetch(`${session.shop.url}/api/tools?q=${encodeURIComponent('তাপমাত্রা')}&limit=1`)).json();
    const order = await paidOrder(buyer, tool);

    await page.goto(`${session.shop.url}/dashboard/my-orders`);
    const english = await downloaded(page, page.getByRole('button', { name: `Download Invoice for order ${order.orderNumber}` }));
    assert.match(english.name, /^mushak-6\.3-INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    says(english.text, ['Mushak-6.3', 'Tax Invoice', 'করিম স্টিল ওয়ার্কস', '000123456-0101', tool.toolName, order.orderNumber]);

    await page.getByRole('button', { name: 'Language: বাংলা' }).first().click();
    const bangla = await downloaded(page, page.getByRole('button', { name: `চালানপত্র ডাউনলোড করুন: অর্ডার ${inBengali(order.orderNumber)}` }));
    // The tool as it was sold, under its Bangla name.
    says(bangla.text, ['মূসক-৬.৩', 'কর চালানপত্র', 'করিম স্টিল ওয়ার্কস', '০০০১২৩৪৫৬-০১০১', tool.toolNameBn, 'মাত্র']);
    // The one refusal is the short BIN's, shown under its field.
    assert.deepEqual(problems.filter((problem) => !offline(problem)), []);
    await close();
  });

  test('an admin downloads invoices, a credit note and the sales register from Manage Orders', async () => {
    const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    const [tool] = await (await fetch(`${session.shop.url}/api/tools?q=caliper&limit=1`)).json();
    const kept = await paidOrder(buyer, tool);
    const cancelled = await paidOrder(buyer, tool);
    await buyer('DELETE', `/orders/${cancelled._id}`);

    const { page, problems, close } = await openPage(session.browser, widths.desktop);
    await signIn(page, session.shop.url, 'admin@shop.test', 'Admin@12345');
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/manage-orders`);
    const invoice = await downloaded(page, page.getByRole('button', { name: `Download Invoice for order ${kept.orderNumber}` }));
    says(invoice.text, ['Tax Invoice', kept.orderNumber, tool.toolName, 'Taka']);
    const invoiceNumber = /INV \d{4}-\d{2}\/\d{6}/.exec(invoice.text)[0];

    await page.getByLabel(/Show cancelled and refunded orders/).check();
    const credit = await downloaded(page, page.getByRole('button', { name: `Download the credit note for order ${cancelled.orderNumber}` }));
    assert.match(credit.name, /^mushak-6\.7-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
    says(credit.text, ['Mushak-6.7', 'Credit Note', 'Tax invoice credited', cancelled.orderNumber]);

    const register = await downloaded(page, page.getByRole('button', { name: 'Download the register (CSV)' }));
    assert.match(register.name, /^sales-register-\d{4}-\d{2}\.csv$/);
    says(register.text, [`${invoiceNumber},invoice,`, ',credit-note,', 'total,']);
    const summary = await downloaded(page, page.getByRole('button', { name: 'Download the summary (CSV)' }));
    assert.match(summary.text, /^\uFEFFVAT rate \(%\),documents/);
    await screenshot(page, 'manage-orders-register-1280');

    await page.getByRole('button', { name: 'Language: বাংলা' }).first().click();
    const bangla = await downloaded(page, page.getByRole('button', { name: `চালানপত্র ডাউনলোড করুন: অর্ডার ${inBengali(kept.orderNumber)}` }));
    says(bangla.text, ['কর চালানপত্র', inBengali(invoiceNumber), inBengali(kept.orderNumber), tool.toolNameBn, 'টাকা']);
    assert.deepEqual(problems, []);
    await close();
  });
});
