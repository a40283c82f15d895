// Signing in with a mobile number in Chromium: a buyer signs up with a number and the code
// texted to it at a phone's width in English, signs in again with a new code at a desktop's
// width in Bangla and finds the number on the profile; an email account adds a number; a
// cash-on-delivery order is confirmed by the link texted to its buyer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, codeTextedTo, confirmationTexted, delivery, openPage, screenshot, signIn, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const NUMBER = '01812345678';
const inBengali = (text) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

describe('signing in with a mobile number', () => {
  test('a buyer signs up with a number and the code texted to it, at 375 px in English', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await page.goto(`${session.shop.url}/login`);
    const phone = page.getByRole('region', { name: 'Or sign in with your mobile number' });
    await phone.getByLabel('Mobile number').fill('01812-345678');
    await phone.getByRole('button', { name: 'Send the code' }).click();
    await phone.getByRole('status').getByText(`If ${NUMBER} can receive texts`).waitFor();
    const code = await codeTextedTo(session.shop.url, NUMBER);
    await phone.getByLabel('The 6-digit code').fill(code);
    await phone.getByLabel('Your name (for a new account)').fill('Karim Uddin');
    await screenshot(page, 'phone-sign-up-375');
    await phone.getByRole('button', { name: 'Sign in with the code' }).click();
    await page.getByText('Login Successful').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/my-profile`);
    await page.getByText('Karim Uddin').first().waitFor();
    await page.getByText(NUMBER).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'nothing wider than the phone');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the same buyer signs in with a new code, at 1280 px in Bangla', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.desktop, { locale: 'bn-BD' });
    await page.goto(`${session.shop.url}/login`);
    const phone = page.getByRole('region', { name: 'অথবা মোবাইল নম্বর দিয়ে সাইন ইন করুন' });
    await phone.getByLabel('মোবাইল নম্বর').fill(inBengali(NUMBER));
    await phone.getByRole('button', { name: 'কোড পাঠান' }).click();
    await phone.getByRole('status').waitFor();
    const code = await codeTextedTo(session.shop.url, NUMBER);
    await phone.getByLabel('৬ অঙ্কের কোড').fill(inBengali(code));
    await phone.getByRole('button', { name: 'কোড দিয়ে সাইন ইন করুন' }).click();
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/my-profile`);
    await page.getByText(inBengali(NUMBER)).first().waitFor();
    await screenshot(page, 'phone-profile-bn-1280');
    assert.deepEqual(problems, []);
    await close();
  });

  test('an email account adds a number with a code, at 1280 px', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.desktop);
    await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/my-profile`);
    const adding = page.getByRole('region', { name: 'Sign in with a mobile number too' });
    await adding.getByLabel('Mobile number').fill('01912345678');
    await adding.getByRole('button', { name: 'Send the code' }).click();
    await adding.getByRole('status').waitFor();
    const code = await codeTextedTo(session.shop.url, '01912345678');
    await adding.getByLabel('The 6-digit code').fill(code);
    await adding.getByRole('button', { name: 'Verify the number' }).click();
    await page.getByText('Your mobile number is verified. You can sign in with it.').waitFor();
    await page.getByText('Mobile number for signing in').waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  for (const [width, locale, button, says] of [
    [widths.phone, 'en-GB', 'Yes, I placed this order', /is confirmed/],
    [widths.desktop, 'bn-BD', 'হ্যাঁ, অর্ডারটি আমার', /নিশ্চিত হয়েছে/],
  ]) {
    test(`a cash-on-delivery order is confirmed by the link texted to its buyer, at ${width.width} px in ${locale}`, async () => {
      const buyer = await apiAs(session.shop.url, 'buyer@shop.test', 'Buyer@12345');
      const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
      const probe = tools.find((tool) => tool.toolName.startsWith('PT100'));
      const { insertedId } = await buyer('POST', '/orders', { toolId: probe._id, quantity: 25, delivery });
      await buyer('POST', '/payments/start', { orderId: insertedId, method: 'cod' });
      const code = await confirmationTexted(session.shop.url);
      // The link opens a page; a browser that is not signed in confirms with it all the same.
      const { page, problems, close } = await openPage(session.browser, width, { locale });
      await page.goto(`${session.shop.url}/c/${code}`);
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('status').getByText(says).waitFor();
      await screenshot(page, `cod-confirmed-${locale}-${width.width}`);
      const admin = await tokenOf(session.shop.url, 'admin@shop.test', 'Admin@12345');
      const orders = await (await fetch(`${session.shop.url}/api/orders?limit=5`, { headers: { authorization: `Bearer ${admin}` } })).json();
      assert.equal(orders.find((order) => order._id === insertedId).confirmedBy, 'buyer');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
