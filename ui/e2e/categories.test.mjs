// Finding a part by its category or its part number, in Chromium at 375 and 1280 px and in
// both languages: from the listing to the tree, down to a category whose page lists its own
// and its sub-categories' tools, narrowed by a brand and a price, a reload of those addresses, and a part number typed into the
// search landing on its tool. The owner adds a category and puts a tool in it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const words = {
  en: { browse: 'All categories', sensors: 'Sensors', proximity: 'Proximity Sensors', inductive: 'Inductive Sensors', crumbs: 'Where this is in the catalogue', search: 'Search tools', part: 'Part number', highest: 'Highest', apply: 'Apply' },
  bn: { browse: 'সব বিভাগ', sensors: 'সেন্সর', proximity: 'প্রক্সিমিটি সেন্সর', inductive: 'ইন্ডাকটিভ সেন্সর', crumbs: 'ক্যাটালগে এর অবস্থান', search: 'টুল খুঁজুন', part: 'পার্ট নম্বর', highest: 'সর্বোচ্চ', apply: 'প্রয়োগ করুন' },
};

describe('finding a part', () => {
  for (const [lang, say] of Object.entries(words)) {
    for (const width of Object.values(widths)) {
      test(`by category, then by part number, in ${lang} at ${width.width} px`, async () => {
        const { page, problems, close } = await openPage(session.browser, width, { locale: lang === 'bn' ? 'bn-BD' : 'en-US' });
        await page.goto(`${session.shop.url}/all-products`);
        await page.getByRole('link', { name: say.browse }).click();
        await page.waitForURL(/\/categories$/);
        await page.getByRole('link', { name: say.sensors, exact: true }).click();
        await page.waitForURL(/\/category\/sensors$/);
        await page.getByRole('heading', { level: 1, name: say.sensors }).waitFor();
        await page.locator('.category-chips').getByRole('link', { name: new RegExp(say.proximity) }).click();
        await page.waitForURL(/\/category\/proximity-sensors$/);

        // Its own tools and its sub-categories': the inductive and the photoelectric sensors
        // (once the page of the category before it has given way).
        const settledCards = () => document.querySelectorAll('.tool-grid:not(.tool-grid--loading) h2').length;
        await page.waitForFunction((count) => document.querySelectorAll('.tool-grid:not(.tool-grid--loading) h2').length === count, 2);
        const crumbs = page.getByRole('navigation', { name: say.crumbs });
        await crumbs.getByRole('link', { name: say.sensors }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
        await screenshot(page, `category-${lang}-${width.width}`);

        // The address alone draws the same page.
        await page.reload();
        await page.locator('.tool-grid h2').nth(1).waitFor();
        assert.equal(await page.evaluate(settledCards), 2);

        // Narrowed by two filters, kept in the address, and drawn again from it alone.
        const filters = page.locator('details.filters');
        if (!(await filters.evaluate((details) => details.open))) await filters.locator('summary').click();
        // The box follows the address: it is ticked once the page's address says so.
        const shilpo = filters.getByRole('checkbox', { name: /Shilpo/ });
        await shilpo.click();
        await page.waitForURL(/brand=Shilpo/);
        assert.ok(await shilpo.isChecked());
        await filters.getByLabel(say.highest).fill('1200');
        await filters.getByRole('button', { name: say.apply }).click();
        await page.waitForURL(/maxPrice=1200/);
        await page.waitForFunction((count) => document.querySelectorAll('.tool-grid:not(.tool-grid--loading) h2').length === count, 1);
        const narrowed = page.url();
        await page.goto(narrowed);
        await page.locator('.tool-grid h2').first().waitFor();
        assert.equal(await page.evaluate(settledCards), 1);

        // A part number, typed as a buyer would, goes straight to its tool.
        await page.goto(`${session.shop.url}/all-products`);
        await page.getByLabel(say.search).fill('ps-m18-n8');
        await page.waitForURL(/\/tool\/\d+$/);
        await page.getByText('PS-M18-N8').waitFor();
        await page.getByText(say.part).waitFor();
        await page.getByRole('navigation', { name: say.crumbs }).getByRole('link', { name: say.inductive }).waitFor();
        assert.deepEqual(problems, []);
        await close();
      });
    }
  }

  test('the owner adds a category and puts a tool in it', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.desktop);
    await signIn(page, session.shop.url, 'admin@shop.test', 'Admin@12345');
    await page.waitForURL(/\/$/);
    await page.goto(`${session.shop.url}/dashboard/categories`);
    await page.getByRole('button', { name: 'Add a category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByLabel('Name in English').fill('Carbon Brushes');
    await dialog.getByLabel('Inside').selectOption('spare-parts');
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('cell', { name: 'Carbon Brushes', exact: true }).waitFor();

    await page.goto(`${session.shop.url}/dashboard/manage-product`);
    await page.getByRole('button', { name: 'Part number, brand and category of Angle Grinder 4 Inch 850 W' }).click();
    const details = page.getByRole('dialog', { name: 'Part number, brand and category of Angle Grinder 4 Inch 850 W' });
    await details.getByLabel('Category').selectOption('carbon-brushes');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved').waitFor();

    await page.goto(`${session.shop.url}/category/spare-parts`);
    await page.getByRole('heading', { name: 'Angle Grinder 4 Inch 850 W' }).waitFor();
    await page.locator('.category-chips').getByRole('link', { name: /Carbon Brushes/ }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });
});
