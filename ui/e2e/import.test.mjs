// The owner's bulk import of the catalogue, in Chromium at 375 and 1280 px and in both
// languages: a file with errors is checked into its problems by row and column, in the page's
// language, and cannot be applied; the corrected file is checked, applied, and the catalogue
// has its changes. The page, left and opened again, shows the latest import.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, screenshot, tokenOf, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const words = {
  en: {
    title: 'Import the catalogue',
    file: 'Catalogue file (CSV or XLSX)',
    check: 'Check the file',
    apply: 'Apply the changes',
    checked: (name) => `${name} is checked.`,
    applied: (name) => `${name} is applied: the catalogue has its changes.`,
    problem: 'Problem',
    unknownCategory: 'No category has the address “nowhere”.',
    changes: 'What changes',
    treeSummary: 'Categories and specifications to add: 2. To change: 0. As they are: 0.',
  },
  bn: {
    title: 'ক্যাটালগ ইমপোর্ট',
    file: 'ক্যাটালগ ফাইল (CSV বা XLSX)',
    check: 'ফাইল যাচাই করুন',
    apply: 'পরিবর্তনগুলো প্রয়োগ করুন',
    checked: (name) => `${name} যাচাই হয়েছে।`,
    applied: (name) => `${name} প্রয়োগ হয়েছে: ক্যাটালগে পরিবর্তনগুলো এসেছে।`,
    problem: 'সমস্যা',
    unknownCategory: '“nowhere” ঠিকানার কোনো বিভাগ নেই।',
    changes: 'যা বদলাবে',
    treeSummary: 'যোগ হবে: ২টি বিভাগ ও স্পেসিফিকেশন। বদলাবে: ০টি। যেমন আছে: ০টি।',
  },
};

/** The demo admin's token, signed in once for every page. */
let token;

/** Sends `csv` as `name` through the page's form and waits for its check to end. */
async function check(page, say, name, csv) {
  await page.getByLabel(say.file).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: say.check }).click();
  await page.getByRole('heading', { name: say.checked(name) }).waitFor();
}

const stockOf = async (partNumber) => {
  const response = await fetch(`${session.shop.url}/api/tools?partNumber=${partNumber}`);
  return (await response.json())[0].availableQuantity;
};

describe('importing the catalogue', () => {
  let run = 0;
  for (const [lang, say] of Object.entries(words)) {
    for (const width of Object.values(widths)) {
      test(`a file with errors, then a good one, in ${lang} at ${width.width} px`, async () => {
        run += 1;
        const stock = 700 + run;
        token ??= await tokenOf(session.shop.url, 'admin@shop.test', 'Admin@12345');
        const { page, problems, close } = await openPage(session.browser, width, { locale: lang === 'bn' ? 'bn-BD' : 'en-US', token });
        await page.goto(`${session.shop.url}/dashboard/import-catalogue`);
        await page.getByRole('heading', { level: 1, name: say.title }).waitFor();

        const heading = 'part number,in stock,category,price (Tk)';
        await check(page, say, 'stock-take.csv', `${heading}\n6205-2RS,${stock},,\nLS-US-5M,,nowhere,\nPT-016-B,,,free\n`);
        const table = page.getByRole('region', { name: say.problem });
        const cells = await table.getByRole('cell').allInnerTexts();
        assert.equal(cells.length, 6, cells.join(' | '));
        assert.deepEqual(cells.slice(1, 3), ['category', say.unknownCategory]);
        assert.equal(await page.getByRole('button', { name: say.apply }).count(), 0, 'a file with errors cannot be applied');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
        await screenshot(page, `import-errors-${lang}-${width.width}`);

        await check(page, say, 'stock-take-fixed.csv', `${heading}\n6205-2RS,${stock},,\n`);
        await page.getByRole('region', { name: say.changes }).getByRole('cell', { name: '6205-2RS' }).waitFor();
        await page.getByRole('button', { name: say.apply }).click();
        await page.getByRole('heading', { name: say.applied('stock-take-fixed.csv') }).waitFor();
        assert.equal(await stockOf('6205-2RS'), stock);

        // Left and opened again, the page shows where the latest import stands.
        await page.goto(`${session.shop.url}/dashboard/manage-product`);
        await page.goto(`${session.shop.url}/dashboard/import-catalogue`);
        await page.getByRole('heading', { name: say.applied('stock-take-fixed.csv') }).waitFor();
        assert.deepEqual(problems, []);
        await close();
      });
    }
  }

  for (const [lang, width] of [
    ['en', widths.desktop],
    ['bn', widths.phone],
  ]) {
    test(`a categories file grows the tree, in ${lang} at ${width.width} px`, async () => {
      const say = words[lang];
      token ??= await tokenOf(session.shop.url, 'admin@shop.test', 'Admin@12345');
      const { page, problems, close } = await openPage(session.browser, width, { locale: lang === 'bn' ? 'bn-BD' : 'en-US', token });
      await page.goto(`${session.shop.url}/dashboard/import-catalogue`);
      await page.getByRole('heading', { level: 1, name: say.title }).waitFor();
      const slug = `rotary-encoders-${lang}`;
      const tree = [
        'category,parent,specification,name,kind,unit,lowest,highest',
        `${slug},sensors,,Rotary encoders ${lang},,,,`,
        `${slug},,pulses-${lang},Pulses per revolution,number,ppr,1,10000`,
      ].join('\n');
      await check(page, say, 'tree.csv', tree);
      await page.getByText(say.treeSummary).waitFor();
      await page.getByRole('region', { name: say.changes }).getByRole('cell', { name: `${slug}/pulses-${lang}` }).waitFor();
      await page.getByRole('button', { name: say.apply }).click();
      await page.getByRole('heading', { name: say.applied('tree.csv') }).waitFor();
      await screenshot(page, `import-tree-${lang}-${width.width}`);

      // The new category has its page.
      await page.goto(`${session.shop.url}/category/${slug}`);
      await page.getByRole('heading', { level: 1, name: `Rotary encoders ${lang}` }).waitFor();
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
