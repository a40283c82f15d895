// A repeat buyer keeps their delivery addresses on the profile: names one, makes it the
// default, and the checkout starts from it; in Bangla the book reads in Bangla with Bengali
// digits. At 375 and 1280 px, with screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fillDelivery, openPage, screenshot, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const factory = { recipient: 'Karim Mia', phone: '01812-345678', address: 'Plot 9, BSCIC', district: 'Gazipur' };

async function buyerPage(width, locale) {
  const token = await tokenOf(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
  return openPage(session.browser, width, { token, locale });
}

describe('the address book', () => {
  test('a named default on the profile is where the checkout starts, at 375 px', async () => {
    const { page, problems, close } = await buyerPage(widths.phone);
    await page.goto(`${session.shop.url}/dashboard/my-profile`);
    const book = page.getByRole('region', { name: 'Delivery addresses' });
    await book.getByText('No saved addresses yet.', { exact: false }).waitFor();
    await book.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Name for this place (optional)').fill('Factory gate 2');
    await fillDelivery(dialog, factory);
    await dialog.getByLabel('Start the checkout from this address').check();
    await screenshot(page, 'address-book-add-375');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved').waitFor();
    const place = book.getByRole('listitem').filter({ hasText: 'Factory gate 2' });
    await place.getByText('Default').waitFor();
    await place.getByText('Karim Mia · 01812345678').waitFor();
    await screenshot(page, 'address-book-375');

    const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
    await page.goto(`${session.shop.url}/confirm-purchase/${tools[0]._id}`);
    const recipient = page.getByLabel("Recipient's name");
    await page.waitForFunction(() => document.querySelector('#delivery-recipient')?.value === 'Karim Mia');
    assert.equal(await recipient.inputValue(), 'Karim Mia');
    assert.equal(await page.getByLabel('District').inputValue(), 'Gazipur');
    const chosen = await page.getByLabel('Deliver to a saved address').evaluate((select) => select.selectedOptions[0].textContent);
    assert.match(chosen, /^Factory gate 2: Karim Mia, Plot 9, BSCIC, Gazipur/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    await screenshot(page, 'checkout-saved-address-375');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the book in Bangla, at 1280 px', async () => {
    const { page, problems, close } = await buyerPage(widths.desktop, 'bn-BD');
    await page.goto(`${session.shop.url}/dashboard/my-profile`);
    const book = page.getByRole('region', { name: 'ডেলিভারির ঠিকানা' });
    const place = book.getByRole('listitem').filter({ hasText: 'Factory gate 2' });
    await place.getByText('ডিফল্ট').waitFor();
    await place.getByText('Karim Mia · ০১৮১২৩৪৫৬৭৮').waitFor();
    await place.getByText('Plot 9, BSCIC, গাজীপুর').waitFor();
    await place.getByRole('button', { name: 'Factory gate 2 বদলান' }).click();
    const dialog = page.getByRole('dialog', { name: 'ঠিকানা বদলান' });
    assert.equal(await dialog.getByLabel('ঠিকানাটির নাম (ঐচ্ছিক)').inputValue(), 'Factory gate 2');
    await screenshot(page, 'address-book-edit-bn-1280');
    await dialog.getByRole('button', { name: 'না, এখন নয়' }).click();
    await screenshot(page, 'address-book-bn-1280');
    assert.deepEqual(problems, []);
    await close();
  });
});
