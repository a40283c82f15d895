// The whole shop in Bangla. A browser that prefers Bangla opens the shop in it; a
// buyer browses, searches a Bangla name, breaks a sign-up rule (the message is Bangla, under
// the field), orders with Bangla digits, pays and sees My Orders, at 375 and 1280 px, with
// the Bengali font loaded and nothing wider than the screen. The switch takes an English page
// to Bangla and the choice survives a reload.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { screenshot, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

/** A page in a browser whose preferred language is Bangla (navigator.languages = ['bn-BD']). */
async function openBanglaPage(width) {
  const context = await session.browser.newContext({ viewport: width, locale: 'bn-BD' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const fonts = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  return { page, problems, fonts, close: () => context.close() };
}

/** Bangla is drawn with the shop's Bengali face, and no box is wider than the screen. */
async function looksRight(page) {
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'bn');
  await page.evaluate(() => document.fonts.ready);
  const bengali = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes('Shop Bengali')).map((face) => face.status),
  );
  assert.ok(bengali.includes('loaded'), `the Bengali font is loaded: ${bengali}`);
  // Every Bangla letter on the page is drawn from that face (no fallback, no tofu boxes).
  const covered = await page.evaluate(() => {
    const letters = [...new Set(document.body.innerText.match(/[\u0980-\u09FF]/g) ?? [])].join('');
    return letters.length > 0 && document.fonts.check('16px "Shop Bengali"', letters);
  });
  assert.ok(covered, 'the Bengali face covers the Bangla on the page');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
}

describe('the shop in Bangla', () => {
  for (const width of Object.values(widths)) {
    test(`a Bangla browser browses and searches in Bangla at ${width.width} px`, async () => {
      const { page, problems, fonts, close } = await openBanglaPage(width);
      await page.goto(`${session.shop.url}/`);
      await page.getByRole('heading', { name: 'বাংলাদেশের শীর্ষস্থানীয় সেন্সর সরবরাহকারী' }).waitFor();
      assert.equal(await page.title(), 'হোম | শিল্প টুলস');
      await page.locator('#products article.tool-card').first().waitFor();
      await looksRight(page);
      assert.ok(fonts.some((url) => url.includes('noto-sans-bengali')), 'the Bengali font file was fetched');
      await screenshot(page, `bangla-home-${width.width}`);

      await page.goto(`${session.shop.url}/all-products`);
      // A tool named in English is found by its Bangla and shown by its Bangla name.
      const search = page.getByLabel('টুল খুঁজুন');
      await search.fill('সেন্সর');
      await page.waitForURL(/q=/);
      await page.getByRole('heading', { name: 'ইন্ডাকটিভ প্রক্সিমিটি সেন্সর M18' }).waitFor();
      await search.fill('ড্রিল মেশিন');
      const card = page.locator('article.tool-card').first();
      await card.getByRole('heading', { name: 'হ্যান্ড ড্রিল মেশিন ১৩ মিমি' }).waitFor();
      assert.match(await card.innerText(), /৳\u00a0৫,২০০ \(প্রতি পিস\)/);
      assert.match(await card.innerText(), /সর্বনিম্ন অর্ডারের পরিমাণ\s+২/);
      await looksRight(page);
      await screenshot(page, `bangla-search-${width.width}`);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  for (const width of Object.values(widths))
  test(`a broken sign-up rule is said in Bangla under its field at ${width.width} px`, async () => {
    const { page, close } = await openBanglaPage(width);
    await page.goto(`${session.shop.url}/sign-up`);
    await page.getByLabel('নাম').fill('রহিম উদ্দিন');
    await page.getByLabel('ইমেইল').fill('rahim@example.com');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('abc');
    await page.getByText('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে').waitFor();
    await looksRight(page);
    await screenshot(page, `bangla-sign-up-${width.width}`);
    await close();
  });

  for (const width of Object.values(widths)) {
    test(`a buyer orders with Bangla digits, pays and sees My Orders at ${width.width} px`, async () => {
      const { page, problems, close } = await openBanglaPage(width);
      await page.goto(`${session.shop.url}/login`);
      await page.getByLabel('ইমেইল').fill('buyer@shop.test');
      await page.getByLabel('পাসওয়ার্ড').fill('wrong-password');
      await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
      // The server's refusal, in Bangla.
      await page.getByRole('alert').filter({ hasText: 'পাসওয়ার্ড ভুল' }).waitFor();
      await page.getByLabel('পাসওয়ার্ড').fill('Buyer@12345');
      await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
      await page.waitForURL(`${session.shop.url}/`);

      await page.goto(`${session.shop.url}/all-products?q=${encodeURIComponent('ড্রিল')}`);
      await page.getByRole('link', { name: /^(অর্ডার নিশ্চিত করুন|এখনই কিনুন): হ্যান্ড ড্রিল মেশিন ১৩ মিমি$/ }).click();
      const pieces = page.getByLabel('আপনি কত পিস চান');
      await pieces.fill('১');
      await page.getByRole('alert').filter({ hasText: 'সর্বনিম্ন অর্ডার ২ পিস' }).waitFor();
      await pieces.fill('৩');
      assert.equal(await page.getByLabel('মোট দাম (টাকা)').inputValue(), '৳\u00a0১৫,৬০০');
      await page.getByLabel('প্রাপকের নাম').fill('রহিম উদ্দিন');
      await page.getByLabel('মোবাইল নম্বর').fill('০১৭১২-৩৪৫৬৭৮');
      await page.getByLabel('ঠিকানা (বাড়ি, রোড, এলাকা)').fill('বাড়ি ১২, রোড ৫, মিরপুর ১০');
      await page.getByLabel('জেলা').selectOption('Dhaka');
      await looksRight(page);
      await screenshot(page, `bangla-confirm-${width.width}`);
      await page.getByRole('button', { name: 'আপনার অর্ডার নিশ্চিত করুন' }).click();
      await page.waitForURL(new RegExp(`^${session.shop.url}/dashboard/orders/\\d+$`));
      await page.getByText('ধন্যবাদ! আপনার অর্ডার দেওয়া হয়েছে, পিসগুলো আপনার জন্য রাখা হয়েছে।').waitFor();
      await looksRight(page);
      await screenshot(page, `bangla-order-page-${width.width}`);

      await page.getByRole('link', { name: 'এখনই টাকা দিন' }).click();
      await page.getByText('পরিশোধের পরিমাণ : ৳ ১৫,৬০০').waitFor();
      await page.getByRole('radio', { name: 'কার্ড' }).check();
      await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
      const form = page.getByRole('dialog', { name: '৳ ১৫,৬০০ দিন' }).getByRole('form', { name: 'কার্ডে পেমেন্ট' });
      await form.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
      await form.getByLabel('মেয়াদ (মাস / বছর)').fill('12 / 34');
      await form.getByLabel('CVC কোড').fill('123');
      await form.getByRole('button', { name: '৳ ১৫,৬০০ দিন' }).click();
      await page.getByText('পেমেন্ট সফল হয়েছে, ধন্যবাদ!').first().waitFor();

      await page.goto(`${session.shop.url}/dashboard/my-orders`);
      const order = page.locator('article.order').first();
      await order.locator('.badge', { hasText: 'পরিশোধিত' }).waitFor();
      assert.match(await order.innerText(), /হ্যান্ড ড্রিল মেশিন ১৩ মিমি/);
      assert.match(await order.innerText(), /পরিমাণ\s+৩/);
      await looksRight(page);
      await screenshot(page, `bangla-my-orders-${width.width}`);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test('the navbar switch turns an English page Bangla, and the choice is remembered', async () => {
    const context = await session.browser.newContext({ viewport: widths.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${session.shop.url}/`);
    await page.getByRole('heading', { name: 'Leading Sensor Supplier in Bangladesh' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.getByRole('button', { name: 'Language: বাংলা' }).click();
    await page.getByRole('heading', { name: 'বাংলাদেশের শীর্ষস্থানীয় সেন্সর সরবরাহকারী' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'বাংলাদেশের শীর্ষস্থানীয় সেন্সর সরবরাহকারী' }).waitFor();
    await looksRight(page);
    await page.getByRole('button', { name: 'ভাষা: English' }).click();
    await page.getByRole('heading', { name: 'Leading Sensor Supplier in Bangladesh' }).waitFor();
    await context.close();
  });
});
