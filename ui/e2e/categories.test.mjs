// Finding a part by its category or its part number, in Chromium at 375 and 1280 px and in
// both languages: from the listing to the tree, down to a category whose page lists its own
// and its sub-categories' tools, narrowed by a brand and a price, a reload of those addresses, and a part number typed into the
// search landing on its tool. A category narrowed by two of its specifications, reloaded, and
// a tool's values on its page, and a misspelt Bangla word finding its tool. The owner adds a category with a specification and puts a tool
// in it with its value.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const words = {
  en: {
    browse: 'All categories',
    sensors: 'Sensors',
    proximity: 'Proximity Sensors',
    inductive: 'Inductive Sensors',
    crumbs: 'Where this is in the catalogue',
    search: 'Search tools',
    part: 'Part number',
    price: 'Price (Tk)',
    lowest: 'Lowest',
    highest: 'Highest',
    apply: 'Apply',
    voltage: 'Supply voltage (V)',
    current: /^4–20 mA/,
    specs: 'Specifications',
    voltageRow: /Supply voltage\s*24 V/,
  },
  bn: {
    browse: 'সব বিভাগ',
    sensors: 'সেন্সর',
    proximity: 'প্রক্সিমিটি সেন্সর',
    inductive: 'ইন্ডাকটিভ সেন্সর',
    crumbs: 'ক্যাটালগে এর অবস্থান',
    search: 'টুল খুঁজুন',
    part: 'পার্ট নম্বর',
    price: 'দাম (টাকা)',
    lowest: 'সর্বনিম্ন',
    highest: 'সর্বোচ্চ',
    apply: 'প্রয়োগ করুন',
    voltage: 'সরবরাহ ভোল্টেজ (V)',
    current: /^৪–২০ মিলিঅ্যাম্প/,
    specs: 'স্পেসিফিকেশন',
    voltageRow: /সরবরাহ ভোল্টেজ\s*২৪ V/,
  },
};

/** The cards of the listing once a page has settled (not the previous page giving way). */
const settledCards = () => document.querySelectorAll('.tool-grid:not(.tool-grid--loading) h2').length;
const cardsSettle = (page, count) =>
  page.waitForFunction((count) => document.querySelectorAll('.tool-grid:not(.tool-grid--loading) h2').length === count, count);

/** The filters, unfolded where a phone folds them, once the scripts have taken over the page
 * the server drew (its footer is theirs): a box ticked on the drawing does nothing. */
async function openFilters(page) {
  await page.locator('footer').first().waitFor();
  const filters = page.locator('details.filters');
  if (!(await filters.evaluate((details) => details.open))) await filters.locator('summary').click();
  return filters;
}

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
        await cardsSettle(page, 2);
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
        const filters = await openFilters(page);
        // The box follows the address: it is ticked once the page's address says so.
        const shilpo = filters.getByRole('checkbox', { name: /Shilpo/ });
        await shilpo.click();
        await page.waitForURL(/brand=Shilpo/);
        // The panel may be drawn again as its counts arrive, so wait for the tick rather than read it once.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('input[type="checkbox"]')].some((box) => box.checked && box.closest('label')?.textContent.includes('Shilpo')),
        );
        assert.ok(await shilpo.isChecked());
        const price = filters.getByRole('group', { name: say.price });
        await price.getByLabel(say.highest).fill('1200');
        await price.getByRole('button', { name: say.apply }).click();
        await page.waitForURL(/maxPrice=1200/);
        await cardsSettle(page, 1);
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

      test(`by two specifications, in ${lang} at ${width.width} px`, async () => {
        const { page, problems, close } = await openPage(session.browser, width, { locale: lang === 'bn' ? 'bn-BD' : 'en-US' });
        await page.goto(`${session.shop.url}/category/sensors`);
        await cardsSettle(page, 6);
        const filters = await openFilters(page);
        // A choice of the sensors' output, then a lowest supply voltage: 3 sensors take 20 V
        // or more, 2 of them with a 4–20 mA output.
        const current = filters.getByRole('checkbox', { name: say.current });
        await current.click();
        await page.waitForURL(/spec=output%3A4-20ma/);
        // The box follows the address: it is ticked once the page has drawn it.
        await filters.getByRole('checkbox', { name: say.current, checked: true }).waitFor();
        await cardsSettle(page, 2);
        const voltage = filters.getByRole('group', { name: say.voltage });
        await voltage.getByLabel(say.lowest).fill('20');
        await voltage.getByRole('button', { name: say.apply }).click();
        await page.waitForURL(/supply-voltage%3A20\.\./);
        await cardsSettle(page, 2);
        await screenshot(page, `category-specs-${lang}-${width.width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);

        // The filtered address alone draws the same page, its boxes ticked.
        await page.goto(page.url());
        await cardsSettle(page, 2);
        const again = await openFilters(page);
        await again.getByRole('checkbox', { name: say.current, checked: true }).waitFor();
        assert.equal(await again.getByRole('group', { name: say.voltage }).getByLabel(say.lowest).inputValue(), '20');

        // A tool's values, in the reader's language and digits.
        await page.goto(`${session.shop.url}/all-products`);
        await page.getByLabel(say.search).fill('pt-016-b');
        await page.waitForURL(/\/tool\/\d+$/);
        const table = page.getByRole('table', { name: say.specs });
        await table.waitFor();
        assert.match(await table.innerText(), say.voltageRow);

        // A misspelt Bangla word finds its tool, the page saying what it searched for instead.
        await page.goto(`${session.shop.url}/all-products`);
        await page.getByLabel(say.search).fill('তাপমত্রা');
        await page.getByRole('status').filter({ hasText: 'তাপমাত্রা' }).waitFor();
        await page.getByRole('heading', { name: 'ডিজিটাল তাপমাত্রা নিয়ন্ত্রক' }).waitFor();
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
    await page.getByRole('button', { name: 'Specifications: Carbon Brushes' }).click();
    const specs = page.getByRole('dialog', { name: 'Specifications: Carbon Brushes' });
    await specs.getByRole('button', { name: 'Add a specification' }).click();
    await specs.getByLabel('Name in English').fill('Brush size');
    await specs.getByLabel('Unit (optional, such as mm or V)').fill('mm');
    await specs.getByLabel('Highest allowed (optional)').fill('40');
    await specs.getByRole('button', { name: 'Save specifications' }).click();
    await page.getByText('Specifications saved').waitFor();

    await page.goto(`${session.shop.url}/dashboard/manage-product`);
    await page.getByRole('button', { name: 'Part number, brand and category of Angle Grinder 4 Inch 850 W' }).click();
    const details = page.getByRole('dialog', { name: 'Part number, brand and category of Angle Grinder 4 Inch 850 W' });
    await details.getByLabel('Category').selectOption('carbon-brushes');
    // The category's specification, checked as typed by the shared rule.
    const size = details.getByLabel('Brush size (mm)');
    await size.fill('45');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('Outside the range this specification allows.').waitFor();
    await size.fill('6.5');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved').waitFor();

    await page.goto(`${session.shop.url}/category/spare-parts`);
    await page.getByRole('heading', { name: 'Angle Grinder 4 Inch 850 W' }).waitFor();
    await page.getByRole('link', { name: 'Angle Grinder 4 Inch 850 W' }).first().click();
    assert.match(await page.getByRole('table', { name: 'Specifications' }).innerText(), /Brush size\s*6.5 mm/);
    await page.goto(`${session.shop.url}/category/spare-parts`);
    await page.locator('.category-chips').getByRole('link', { name: /Carbon Brushes/ }).waitFor();

    // The catalogue as a spreadsheet: the tool's row with its new category and value.
    await page.goto(`${session.shop.url}/dashboard/manage-product`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the catalogue (CSV)' }).click()]);
    assert.match(download.suggestedFilename(), /^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
    const grinder = csv.split('\r\n').find((line) => line.startsWith('AG-4-850,'));
    assert.match(grinder, /,carbon-brushes,/);
    assert.match(grinder, /brush-size=6\.5/);
    assert.deepEqual(problems, []);
    await close();
  });
});
