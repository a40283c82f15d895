// The owner's texts: the terms and privacy page, linked from sign-up's terms box and the footer,
// in both languages at 375 and 1280 px; the owner rewrites a page and the home page's figures
// from the dashboard, and visitors see them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { offline, openPage, screenshot, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

describe("the owner's texts", () => {
  test('sign-up links to the terms, which read in English at 375 px', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await page.goto(`${session.shop.url}/sign-up`);
    const link = page.getByRole('link', { name: 'Read the terms and privacy policy' });
    assert.equal(await link.getAttribute('target'), '_blank');
    await page.goto(`${session.shop.url}${await link.getAttribute('href')}`);
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await page.getByRole('heading', { name: 'Prices and VAT' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    assert.equal(await page.title(), 'Terms and privacy | Shilpo Tools');
    // The shop's header stays, so a reader can go on shopping.
    await page.locator('header.navbar').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0);
    await screenshot(page, 'terms-375');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the terms in Bangla at 1280 px, reached from the footer', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.desktop, { locale: 'bn-BD' });
    await page.goto(`${session.shop.url}/contact`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'শর্তাবলি ও গোপনীয়তা' }).click();
    await page.getByRole('heading', { name: 'শর্তাবলি', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'দাম ও মূসক' }).waitFor();
    await page.getByRole('heading', { name: 'গোপনীয়তা নীতি' }).waitFor();
    await screenshot(page, 'terms-bn-1280');
    // The contact page it starts from asks for map tiles, which cannot load here.
    assert.deepEqual(problems.filter((problem) => !offline(problem)), []);
    await close();
  });

  for (const width of Object.values(widths)) {
    test(`the owner rewrites the figures and the terms at ${width.width} px`, async () => {
      const token = await tokenOf(session.shop.url, 'admin@shop.test', 'Admin@12345');
      const { page, problems, close } = await openPage(session.browser, width, { token });
      await page.goto(`${session.shop.url}/dashboard/shop-texts`);
      const first = page.getByRole('group', { name: 'Figure 1' });
      await first.getByLabel('Number').fill(`${width.width}`);
      await first.getByLabel('What it counts, in English').fill('Districts served');
      await first.getByLabel('What it counts, in Bangla').fill('জেলায় ডেলিভারি');
      await page.getByRole('button', { name: 'Save figures' }).click();
      await page.getByText('Figures saved').waitFor();

      const terms = page.getByRole('article', { name: 'Terms and conditions' });
      await terms.getByLabel('In English').fill(`# Payment\n\nPay within ${width.width} hours.`);
      await terms.getByRole('button', { name: 'Save page' }).click();
      await page.getByText('Page saved').waitFor();
      await terms.getByText(/^Last updated /).waitFor();
      await screenshot(page, `shop-texts-${width.width}`);

      await page.goto(`${session.shop.url}/terms`);
      await page.getByText(`Pay within ${width.width} hours.`).waitFor();
      await page.goto(`${session.shop.url}/`);
      // The figures load as they near the screen, below the newest tools: scroll till they do.
      await page.waitForFunction(() => document.querySelector('.counters') ?? void window.scrollBy(0, 300), null, { polling: 200 });
      await page.locator('.counters').scrollIntoViewIfNeeded();
      await page.locator('.counters').getByText('Districts served', { exact: true }).waitFor();
      await page.waitForFunction((value) => document.querySelector('[data-testid="counter-0"]')?.textContent === value, `${width.width}`, { timeout: 6000 });
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
