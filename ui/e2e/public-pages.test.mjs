// Every public page as a visitor sees it, at a phone's width and a desktop's, with screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { offline, openPage, screenshot, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

/** Titles are set once the page has rendered. */
const hasTitle = (page, title) => page.waitForFunction((wanted) => document.title === wanted, title);


describe('first load', () => {
  // The server writes each page's first catalogue request into its HTML, with a preload of the
  // first picture; if the UI's query drifted from the server's, the page would fetch it again.
  for (const [path, catalogue] of [
    ['/', '/tools?limit=6'],
    ['/all-products', '/tools?page=1&limit=12'],
  ]) {
    test(`${path} renders its cards from the page itself, with no catalogue request`, async () => {
      const { page, problems, close } = await openPage(session.browser, widths.phone);
      const fetched = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/tools') fetched.push(url.pathname + url.search);
      });
      const response = await page.goto(`${session.shop.url}${path}`);
      const html = await response.text();
      assert.match(html, new RegExp(`<script type="application/json" class="first-data" data-request="${catalogue.replace(/[?]/g, '\\?').replace('&', '&amp;')}"`));
      // First in the head, so it is not queued behind the scripts.
      assert.match(html, /<head>\s*<link rel="preload" as="image" href="\/api\/images\/[0-9a-f]{32}\.svg" fetchpriority="high">/);
      await page.locator('article.tool-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(fetched, []);
      const first = page.locator('article.tool-card img').first();
      assert.equal(await first.getAttribute('loading'), 'eager');
      assert.ok(html.includes(`href="${await first.getAttribute('src')}"`), 'the preloaded picture is the first card\'s');
      assert.equal(await page.locator("script.first-data").count(), 0, 'the data is used once');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  // A category's page, filtered or not, comes with its branch of the tree, its tools and their facets: the
  // first render asks for none of them, and the title names the category before any script.
  for (const path of ['/category/proximity-sensors', '/category/proximity-sensors?inStock=true&utm_source=text']) {
    test(`${path} renders from the page itself, with no catalogue request`, async () => {
      const { page, problems, close } = await openPage(session.browser, widths.desktop);
      const fetched = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(tools|categories)/.test(url.pathname)) fetched.push(url.pathname + url.search);
      });
      const response = await page.goto(`${session.shop.url}${path}`);
      assert.equal(response.status(), 200);
      const html = await response.text();
      assert.match(html, /<title>Proximity Sensors \| /);
      assert.match(html, /class="first-data" data-request="\/categories\/proximity-sensors"/);
      assert.match(html, /class="first-data" data-request="\/tools\/facets\?category=proximity-sensors/);
      await page.locator('article.tool-card').first().waitFor();
      await page.locator('details.filters fieldset').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(fetched, []);
      assert.equal(await page.locator('script.first-data').count(), 0, 'the data is used once');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test('a category that is not there is a 404 that says so', async () => {
    const { page, close } = await openPage(session.browser, widths.phone);
    const response = await page.goto(`${session.shop.url}/category/no-such-category`);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This category is not in the catalogue' }).waitFor();
    await close();
  });

  test('a later page of the listing fetches its own', async () => {
    const { page, close } = await openPage(session.browser, widths.phone);
    const fetched = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tools') fetched.push(url.search);
    });
    const response = await page.goto(`${session.shop.url}/all-products?page=2`);
    assert.doesNotMatch(await response.text(), /first-data/);
    await page.locator('article.tool-card').first().waitFor();
    assert.deepEqual(fetched, ['?page=2&limit=12']);
    await close();
  });
});

for (const [device, width] of Object.entries(widths)) {
  describe(`public pages at ${width.width} px`, () => {
    test('home: hero, newest tools, counters, reviews, questions and feedback', async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(session.shop.url);
      await hasTitle(page, 'Home | Shilpo Tools');
      await page.getByRole('heading', { name: 'Leading Sensor Supplier in Bangladesh' }).waitFor();

      await page.getByRole('button', { name: 'Explore' }).click();
      const products = page.getByRole('heading', { name: 'Our Products' });
      await page.waitForFunction(() => {
        const top = document.getElementById('products-title')?.getBoundingClientRect().top ?? 9999;
        return top >= -5 && top < 200;
      });
      assert.ok(await products.isVisible());
      await page.locator('#products article.tool-card').first().waitFor();
      assert.equal(await page.locator('#products article.tool-card').count(), 6);

      // The figures load as they near the screen, below the newest tools: scroll till they do.
      await page.waitForFunction(() => document.querySelector('.counters') ?? void window.scrollBy(0, 300), null, { polling: 200 });
      await page.locator('.counters').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('[data-testid="counter-2"]')?.textContent === '134', null, { timeout: 6000 });
      assert.equal(await page.getByTestId('counter-0').innerText(), '47');
      assert.equal(await page.getByTestId('counter-1').innerText(), '100');
      await page.locator('.counters').getByText('Happy Clients', { exact: true }).waitFor();

      // The carousel (and swiper) load as the section nears the screen.
      await page.getByRole('heading', { name: 'What Our Happy Client Says' }).scrollIntoViewIfNeeded();
      await page.getByRole('img', { name: /Rated \d out of 5/ }).first().waitFor();

      const questions = page.locator('.faq details');
      assert.equal(await questions.count(), 4);
      assert.equal(await questions.first().getAttribute('open'), '');
      assert.equal(await questions.nth(1).getAttribute('open'), null);

      // The feedback form loads as it nears the screen.
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.getByLabel('Email').fill('karim@factory.com.bd');
      await page.getByLabel('Your Feedback').fill('Do you deliver pressure transmitters to Khulna?');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Thank you! Your feedback has reached us').waitFor();
      assert.equal(await page.getByLabel('Your Feedback').inputValue(), '');

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `home-${width.width}`);
      assert.deepEqual(problems.filter((problem) => !offline(problem)), []);
      await close();
    });

    test('listing: cards, search, empty state and Confirm Order', async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(`${session.shop.url}/all-products`);
      await hasTitle(page, 'Our Tools | Shilpo Tools');
      await page.locator('article.tool-card').first().waitFor();
      assert.equal(await page.locator('article.tool-card').count(), 12, 'one page of twelve');
      const first = page.locator('article.tool-card').first();
      assert.match(await first.innerText(), /Tk\.\u00a0[\d,]+ \(per piece\)/);
      assert.match(await first.innerText(), /Minimum Order Quantity/);
      assert.match(await first.innerText(), /\.\.\./);
      await screenshot(page, `products-${width.width}`);

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Page 2 of 2').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('article.tool-card').length === 5);
      // The next page starts after the last tool shown, whatever its depth.
      assert.match(page.url(), /after=\d+/);
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Page 1 of 2').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('article.tool-card').length === 12);

      await page.getByLabel('Search tools').fill('sensor');
      await page.waitForURL(/q=sensor/);
      // Names first, then the tools whose descriptions say they are sensors.
      await page.waitForFunction(() => document.querySelectorAll('article.tool-card').length === 6);
      const names = await page.locator('article.tool-card .tool-card__name').allInnerTexts();
      const byName = names.filter((name) => /sensor/i.test(name));
      assert.equal(byName.length, 3, names.join());
      assert.deepEqual(names.slice(0, 3), byName, 'the name matches lead');

      await page.getByLabel('Search tools').fill('zzzz');
      await page.getByRole('heading', { name: 'No tools found' }).waitFor();

      await page.getByRole('button', { name: 'Show all tools' }).click();
      await page.locator('article.tool-card').first().waitFor();
      await page.locator('article.tool-card').nth(5).scrollIntoViewIfNeeded();
      const chosen = await page.locator('article.tool-card').nth(5).getByRole('link', { name: /^(Confirm Order|Buy now)/ }).getAttribute('href');
      await page.locator('article.tool-card').nth(5).getByRole('link', { name: /^(Confirm Order|Buy now)/ }).click();
      // A visitor signs in first, starting at the top of the page, and comes back to the tool.
      await page.waitForURL(`${session.shop.url}/login`);
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the next page starts at its top');
      await page.getByLabel('Email').fill('buyer@shop.test');
      await page.getByLabel('Password').fill('Buyer@12345');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${session.shop.url}${chosen}`);
      assert.deepEqual(problems.filter((problem) => !offline(problem) && !problem.includes('status of 401')), []);
      await close();
    });

    test('blogs, portfolio and contact', async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(`${session.shop.url}/blogs`);
      await hasTitle(page, 'Blogs | Shilpo Tools');
      await page.getByRole('heading', { name: 'Five signs a bearing is about to fail' }).waitFor();
      assert.equal(await page.locator('article.blog').count(), 3);
      assert.match(await page.locator('article.blog').first().innerText(), /\d{1,2} \w+ 2026/);
      await screenshot(page, `blogs-${width.width}`);

      await page.goto(`${session.shop.url}/portfolio`);
      await hasTitle(page, 'Portfolio | Shilpo Tools');
      await page.getByRole('heading', { name: 'The technology behind this shop' }).waitFor();
      await screenshot(page, `portfolio-${width.width}`);

      await page.goto(`${session.shop.url}/contact`);
      await hasTitle(page, 'Contact Us | Shilpo Tools');
      await page.getByText('Tejgaon Industrial Area').waitFor();
      assert.ok(await page.getByRole('heading', { name: 'Helplines' }).isVisible());
      assert.ok(await page.getByRole('heading', { name: 'Our Motto' }).isVisible());
      await page.locator('.leaflet-container').waitFor();
      assert.ok(await page.locator('path.leaflet-interactive').count(), 'the office is marked even without tiles');
      await screenshot(page, `contact-${width.width}`);
      assert.deepEqual(problems.filter((problem) => !offline(problem)), [], device);
      await close();
    });
  });
}
