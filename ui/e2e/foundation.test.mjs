// First journeys: the chrome, the Rust rules running in the browser, the 404s.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { openPage, screenshot, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

describe('foundation', () => {
  for (const [name, width] of Object.entries(widths)) {
    test(`home shows the navbar and the footer at ${width.width} px`, async () => {
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(session.shop.url);

      await page.getByRole('heading', { level: 1 }).waitFor();
      if (name === 'phone') {
        // On a phone the links sit behind the menu button.
        assert.equal(await page.getByRole('link', { name: 'Blogs', exact: true }).isVisible(), false);
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      for (const label of ['Home', 'Products', 'Blogs', 'My Portfolio', 'Contact Us', 'Login']) {
        assert.ok(await page.getByRole('link', { name: label, exact: true }).isVisible(), label);
      }
      const footer = await page.locator('footer').innerText();
      assert.match(footer, new RegExp(`Copyright © ${new Date().getFullYear()}`));
      assert.equal(await page.title(), 'Home | Shilpo Tools');
      await screenshot(page, `chrome-${width.width}`);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test('sign-up shows the password rules in the spec order while typing', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await page.goto(`${session.shop.url}/sign-up`);
    const password = page.getByLabel('Password', { exact: true });
    const alerts = () => page.getByRole('alert').allInnerTexts();

    await password.pressSequentially('abc');
    assert.deepEqual(await alerts(), ['Password must be at least 8 characters']);

    await password.pressSequentially('defgh');
    assert.deepEqual(await alerts(), [
      'Password must contain at least one lowercase letter, one uppercase letter, one number and one special character',
    ]);

    await password.fill('Abcdefg1@');
    await page.getByLabel('Confirm Password').pressSequentially('Abcdefg1!');
    assert.deepEqual(await alerts(), ['Password and Confirm Password does not match']);

    const signUp = page.getByRole('button', { name: 'Sign Up' });
    assert.equal(await signUp.isDisabled(), true, 'disabled until the terms are accepted');
    await page.getByLabel('I accept the terms and conditions').check();
    assert.equal(await signUp.isDisabled(), false);
    await screenshot(page, 'sign-up-375');
    assert.deepEqual(problems, []);
    await close();
  });

  test('an unknown route answers HTTP 404 and shows the 404 page in the layout', async () => {
    const { page, close } = await openPage(session.browser);
    const response = await page.goto(`${session.shop.url}/no/such/page`);

    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: 'Oops! This Page Could Not Be Found' }).waitFor();
    await page.getByText(/Copyright ©/).waitFor();
    await page.getByRole('link', { name: 'Go To Homepage' }).click();
    await page.waitForURL(`${session.shop.url}/`);
    await close();
  });

  test("every screen of the UI's route table answers 200", async () => {
    // The one route table (shared/src/screens.rs), as generated for the UI's router.
    const table = readFileSync(new URL('../src/generated/screens.ts', import.meta.url), 'utf8');
    const patterns = [...table.matchAll(/^ {2}\w+: '([^']+)',$/gm)].map((match) => match[1]);
    assert.ok(patterns.includes('/dashboard/outbox'), table);
    // A record's screen with a record's id (a category's with a sample category's address); an
    // optional one both with and without.
    const screens = patterns.flatMap((pattern) =>
      pattern.endsWith(':id?') ? [pattern.replace('/:id?', ''), pattern.replace(':id?', '3')] : [pattern.replace(':id', '2').replace(':slug', 'sensors')],
    );
    for (const path of screens) {
      const response = await fetch(`${session.shop.url}${path}`);
      assert.equal(response.status, 200, path);
    }
  });

  test('an unknown API path answers JSON 404, not the page', async () => {
    const response = await fetch(`${session.shop.url}/api/nope`);

    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type'), /application\/json/);
    assert.equal((await response.json()).error.code, 'not_found');
  });

  test('the shop starts with its sample catalogue and demo accounts', async () => {
    const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();

    assert.ok(tools.length >= 12);
    assert.match(session.shop.output(), /admin@shop\.test \/ Admin@12345/);
    assert.match(session.shop.output(), /buyer@shop\.test \/ Buyer@12345/);
  });
});
