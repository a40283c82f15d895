// The server draws the catalogue's first screen (api/src/web/first_screen, filling the
// templates the build rendered from the UI's components) so it paints before any script runs;
// the UI's first render then replaces it. The two drawings must be one: the same words in the same boxes, in both languages and at both widths, with
// no layout shift when the scripts take over. The drawn page works without scripts (its links
// are links), and the scripts start only once its leading picture has loaded.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { screenshot, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

/** What the server draws and the UI must draw the same: the screen's words and its cards. */
const DRAWN = '#main h1, #main h2, #main .hero__lead, #main .tool-card__image, #main .tool-card__name, #main .tool-card__price, #main .price-breaks__best, #main .tool-card__facts, #main .tool-card__actions .button';

/** A category's page: where it sits, its words, its sub-categories, the filters' fold and its cards. */
const DRAWN_CATEGORY =
  '#main .breadcrumb li, #main h1, #main .page-header p, #main .category-chip, #main details.filters summary, #main .tool-card__image, #main .tool-card__name, #main .tool-card__price, #main .tool-card__facts, #main .pagination';

/** Each drawn element's text and box (to the pixel). */
function measure(page, drawn = DRAWN) {
  return page.$$eval(drawn, (elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const words = element.textContent.replace(/\s+/g, ' ').trim();
      return `${element.className || element.tagName} "${words || element.getAttribute('alt')}" ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
    }),
  );
}

/** The filters as a buyer reads them: each group's name, each choice with its count and
 * whether it is ticked or disabled, each range's fields with what is in them and their hints. */
function filtersOf(page) {
  return page.$$eval('#main details.filters legend, #main details.filters label.filters__choice, #main details.filters input[inputmode]', (elements) =>
    elements.map((element) => {
      if (element instanceof HTMLInputElement) return `field "${element.value}" hint "${element.placeholder}"`;
      const box = element.querySelector('input');
      const state = box ? `${box.checked ? ' ticked' : ''}${box.disabled ? ' disabled' : ''}` : '';
      return `${element.tagName} "${element.textContent.replace(/\s+/g, ' ').trim()}"${state}`;
    }),
  );
}

async function open(path, { locale, width, javaScript }) {
  const context = await session.browser.newContext({ viewport: width, locale, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  if (javaScript) {
    await page.addInitScript(() => {
      window.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }
  // A visit before the measured one, so both drawings have the fonts from the cache. The Bangla
  // face is `font-display: optional`: on a loaded machine a first visit may keep the system's
  // face for good, and a name that fits one line in the one takes two in the other (and with
  // the scripts, text drawn again in a font that arrives late moves: measured once at 0.047).
  await page.goto(`${session.shop.url}${path}`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.goto(`${session.shop.url}${path}`);
  return { page, problems, close: () => context.close() };
}

describe('the first screen drawn by the server', () => {
  for (const [locale, lang] of [['en-GB', 'en'], ['bn-BD', 'bn']])
  for (const [device, width] of Object.entries(widths))
  for (const path of ['/', '/all-products']) {
    test(`${path} in ${lang} at ${width.width} px: the scripts draw what the server drew, moving nothing`, async () => {
      const drawn = await open(path, { locale, width, javaScript: false });
      await drawn.page.locator('#main article.tool-card img').first().waitFor();
      assert.equal(await drawn.page.getAttribute('html', 'lang'), lang);
      const server = await measure(drawn.page);
      await screenshot(drawn.page, `first-screen-${path === '/' ? 'home' : 'all-products'}-${lang}-${width.width}-drawn`);
      await drawn.close();
      assert.ok(server.filter((line) => line.startsWith('tool-card__name')).length >= 6, server.join('\n'));

      const run = await open(path, { locale, width, javaScript: true });
      // The UI's own page has a footer; the server's drawing has none.
      await run.page.locator('footer').first().waitFor();
      await run.page.waitForLoadState('networkidle');
      const rendered = await measure(run.page);
      assert.deepEqual(rendered.slice(0, server.length), server);
      // The account's links join a wide navbar when the scripts know who is there (~0.0002).
      const shifts = await run.page.evaluate(() => window.shifts);
      assert.ok(shifts < 0.005, `layout shift ${shifts}`);
      assert.deepEqual(run.problems, []);
      await run.close();
    });
  }

  // A category's page, plain and narrowed by a brand and two specifications (a choice ticked,
  // a lowest voltage typed), in both languages: the same words in the same boxes, and the same
  // filters, each choice with its count, ticked or disabled, each range with its hints.
  for (const [locale, lang] of [['en-GB', 'en'], ['bn-BD', 'bn']])
  for (const [device, width] of Object.entries(widths))
  for (const path of ['/category/sensors', '/category/sensors?brand=Shilpo&spec=output%3A4-20ma%3Bsupply-voltage%3A20..']) {
    test(`${path} in ${lang} at ${width.width} px: the scripts draw what the server drew`, async () => {
      const drawn = await open(path, { locale, width, javaScript: false });
      await drawn.page.locator('#main article.tool-card img').first().waitFor();
      const server = await measure(drawn.page, DRAWN_CATEGORY);
      const serverFilters = await filtersOf(drawn.page);
      await screenshot(drawn.page, `first-screen-category${path.includes('?') ? '-filtered' : ''}-${lang}-${width.width}-drawn`);
      await drawn.close();
      assert.ok(server.some((line) => line.startsWith('category-chip')) || path.includes('?'), server.join('\n'));
      assert.ok(serverFilters.length > 10, serverFilters.join('\n'));

      const run = await open(path, { locale, width, javaScript: true });
      await run.page.locator('footer').first().waitFor();
      await run.page.waitForLoadState('networkidle');
      assert.deepEqual(await measure(run.page, DRAWN_CATEGORY), server);
      assert.deepEqual(await filtersOf(run.page), serverFilters);
      const shifts = await run.page.evaluate(() => window.shifts);
      assert.ok(shifts < 0.005, `layout shift ${shifts}`);
      assert.deepEqual(run.problems, []);
      await run.close();
    });
  }

  test('the drawn page is a page without scripts: its links lead on, in the language chosen', async () => {
    const context = await session.browser.newContext({ viewport: widths.phone, javaScriptEnabled: false, locale: 'en-GB' });
    await context.addCookies([{ name: 'shop.language', value: 'bn', url: session.shop.url }]);
    const page = await context.newPage();
    await page.goto(`${session.shop.url}/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'bn', 'the cookie outranks the browser');
    assert.equal(await page.title(), 'হোম | শিল্প টুলস');
    const name = page.locator('#main .tool-card__name a').first();
    const href = await name.getAttribute('href');
    assert.match(href, /^\/tool\/\d+$/);
    await name.click();
    await page.waitForURL(`**${href}`);
    await context.close();
  });

  test('the scripts wait for the leading picture', async () => {
    const context = await session.browser.newContext({ viewport: widths.phone });
    const page = await context.newPage();
    const order = [];
    let release;
    const held = new Promise((done) => (release = done));
    await page.route('**/api/images/**', async (route) => {
      const first = order.length === 0;
      order.push('picture');
      if (first) await held;
      await route.continue();
    });
    page.on('request', (request) => {
      if (/\/assets\/main-[^/]+\.js$/.test(request.url())) order.push('scripts');
    });
    // Module scripts run before DOMContentLoaded, so by then the start script has decided; had it
    // started the scripts, its preload of the rules' module would be in the head a task later.
    await page.goto(`${session.shop.url}/`, { waitUntil: 'domcontentloaded' });
    const started = () =>
      page.evaluate(() => new Promise((done) => setTimeout(() => done(document.querySelector('link[rel="preload"][as="fetch"]') !== null))));
    assert.equal(await page.locator('meta[name="shop-wasm"]').count(), 1, 'the page names the rules\' module');
    assert.ok(!order.includes('scripts'), `${order}`);
    assert.equal(await started(), false, 'the scripts wait while the picture is held');
    release();
    await page.waitForFunction(() => document.querySelector('link[rel="preload"][as="fetch"]') !== null);
    await page.locator('footer').first().waitFor();
    assert.ok(order.includes('scripts'));
    await context.close();
  });

  test('a button pressed on the drawing starts the scripts, and the page they draw is pressed', async () => {
    const context = await session.browser.newContext({ viewport: widths.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    // The leading picture never arrives: only the press can start the scripts.
    await page.route('**/api/images/**', () => undefined);
    await page.goto(`${session.shop.url}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Leading Sensor Supplier in Bangladesh' }).waitFor();
    assert.equal(await page.locator('footer').count(), 0, 'still the drawing');
    await page.getByRole('button', { name: 'Language: বাংলা' }).click();
    await page.getByRole('heading', { name: 'বাংলাদেশের শীর্ষস্থানীয় সেন্সর সরবরাহকারী' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'bn');
    await context.close();
  });

  test('words typed in the drawn search box start the scripts, and the reader stays in the page’s box', async () => {
    const context = await session.browser.newContext({ viewport: widths.phone, locale: 'en-GB' });
    const page = await context.newPage();
    // The leading picture never arrives: only the typing can start the scripts.
    await page.route('**/api/images/**', () => undefined);
    await page.goto(`${session.shop.url}/all-products`, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox');
    await box.waitFor();
    assert.equal(await page.locator('footer').count(), 0, 'still the drawing');
    await box.pressSequentially('dri', { delay: 20 });
    await page.locator('footer').first().waitFor();
    // The rest is typed wherever the focus is now: it must be the page's own box.
    await page.keyboard.type('ll');
    // The picture never loads, so the page's load event never comes.
    await page.waitForURL(/q=drill/, { waitUntil: 'commit' });
    assert.equal(await box.inputValue(), 'drill');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tool-search');
    await page.getByRole('heading', { name: /Drill/ }).first().waitFor();
    await context.close();
  });
});
