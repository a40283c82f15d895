// A tool's own page in Chromium: reached from a card, with the whole description,
// the tool's reviews and the ways to order; its title is the tool's, from the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, screenshot, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });
const NAME = 'Inductive Proximity Sensor M18';

describe("a tool's page", () => {
  for (const width of Object.values(widths)) {
    test(`from the card to the page and into the cart at ${width.width} px`, async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(`${session.shop.url}/all-products?q=proximity`);
      await page.getByRole('heading', { name: NAME }).getByRole('link').click();
      await page.waitForURL(/\/tool\/\d+$/);

      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const tool = (await (await fetch(`${session.shop.url}/api/tools`)).json()).find((candidate) => candidate.toolName === NAME);
      await page.getByText(tool.toolDescription).waitFor();
      await page.getByRole('heading', { name: 'Reviews' }).waitFor();
      await page.getByRole('img', { name: /Rated \d out of 5/ }).first().waitFor();
      assert.equal(await page.title(), `${NAME} | Shilpo Tools`);
      await screenshot(page, `tool-page-${width.width}`);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      if (width === widths.phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Cart, 1 tool' }).waitFor();

      // The page a shared link opens carries the tool's title before any script runs.
      const html = await (await fetch(`${session.shop.url}/tool/${tool._id}`)).text();
      assert.match(html, new RegExp(`<title>${NAME} \\| Shilpo Tools</title>`));
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }
});
