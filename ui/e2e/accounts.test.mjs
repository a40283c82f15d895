// Accounts as a new buyer meets them: sign up, verify, sign in, profile, sign out; and the
// guards as the demo admin and buyer meet them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, PNG, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';

const session = useShopAndBrowser({ before, after });

const signInAs = (page, email, password) => signIn(page, session.shop.url, email, password);

/** Waits for the shop to log a verification link other than `previous`. */
async function expectNewLink(previous) {
  for (let tries = 0; tries < 50 && session.shop.link('/verify-email') === previous; tries++) {
    await new Promise((wait) => setTimeout(wait, 100));
  }
  assert.notEqual(session.shop.link('/verify-email'), previous, 'a new link was mailed');
}

describe('accounts', () => {
  test('a new buyer signs up, verifies, signs in, edits the profile and signs out', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.desktop);
    await page.goto(`${session.shop.url}/sign-up`);
    await page.getByLabel('Name').fill('Nasrin Akter');
    await page.getByLabel('Email').fill('nasrin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Nasrin@2026');
    await page.getByLabel('Confirm Password').fill('Nasrin@2026');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(/Look in the spam or junk folder/).waitFor();

    // Signing in before verifying is refused with a way forward.
    await signInAs(page, 'nasrin@example.com', 'Nasrin@2026');
    await page.getByRole('button', { name: 'Send a new verification link' }).waitFor();

    await page.goto(session.shop.link('/verify-email'));
    await page.getByText('Your email address is verified').waitFor();

    await signInAs(page, 'nasrin@example.com', 'Nasrin@2026');
    await page.getByText('Hello, Nasrin Akter').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.ok(await page.evaluate(() => localStorage.getItem('accessToken')));

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    assert.equal(await page.getByText('N/A').count(), 4, 'institution, phone, address and birth date unset');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Institution').fill('Chittagong Steel Works');
    await page.getByLabel('Phone number').fill('01812 345678');
    await page.getByLabel('Address').fill('Plot 7, BSCIC Industrial Estate, Chattogram');
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile Updated Successfully').waitFor();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    assert.ok(await page.getByText('Chittagong Steel Works').isVisible());
    assert.ok(await page.getByText('01812345678').isVisible());
    const photo = await page.getByRole('img', { name: 'Photo of Nasrin Akter' }).getAttribute('src');
    assert.match(photo, /^\/api\/images\/[0-9a-f]+\.png$/);
    await screenshot(page, 'profile-1280');

    await page.goto(session.shop.url);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${session.shop.url}/login`);
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
    await close();
  });

  for (const width of Object.values(widths)) {
    test(`mailed links say what to do when they are used again or asked for again, at ${width.width} px`, async () => {
      const email = `links-${width.width}@example.com`;
      const { page, problems, close } = await openPage(session.browser, width);
      await page.goto(`${session.shop.url}/sign-up`);
      await page.getByLabel('Name').fill('Karim Ahmed');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Karim@2026');
      await page.getByLabel('Confirm Password').fill('Karim@2026');
      await page.getByLabel('I accept the terms and conditions').check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

      // A new link, then a minute's wait before another.
      const first = session.shop.link('/verify-email');
      await page.getByRole('button', { name: 'Send a new verification link' }).click();
      await page.getByText('We sent you an email with a link to verify your address.').first().waitFor();
      const waiting = page.getByRole('button', { name: /^Sent\. You can ask again in \d+ s$/ });
      assert.equal(await waiting.isDisabled(), true);
      await screenshot(page, `check-inbox-${width.width}`);
      await expectNewLink(first);

      // The link works once; opened again, it says the address is verified.
      const link = session.shop.link('/verify-email');
      await page.goto(link);
      await page.getByText('Your email address is verified').waitFor();
      await page.goto(link);
      await page.getByRole('heading', { name: 'Already verified' }).waitFor();
      await page.getByText('Your email address is already verified. Please sign in.').waitFor();
      await screenshot(page, `already-verified-${width.width}`);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL(`${session.shop.url}/login`);

      // A reset link used twice says so, and offers a new one in place of the form.
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forget Password?' }).click();
      await page.getByText('Sending Reset Email').first().waitFor();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      const reset = session.shop.link('/reset-password');
      await page.goto(reset);
      await page.getByLabel('New Password').fill('Fresh@2021');
      await page.getByLabel('Confirm Password').fill('Fresh@2021');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.waitForURL(`${session.shop.url}/login`);
      // Opened again, it says so at once: no password is typed for nothing.
      await page.goto(reset);
      await page.getByText('This link has already been used.').waitFor();
      assert.equal(await page.getByLabel('New Password').count(), 0, 'the form is gone');
      await page.getByRole('form', { name: 'Send a new reset link' }).getByLabel('Your email').fill(email);
      await screenshot(page, `reset-link-used-${width.width}`);
      assert.deepEqual(problems.filter((problem) => !problem.includes('status of 4')), []);
      await close();
    });
  }

  test('a wrong password says so and the message clears by itself', async () => {
    const { page, close } = await openPage(session.browser);
    await signInAs(page, 'buyer@shop.test', 'Wrong@12345');

    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Wrong Password' }).waitFor();
    await alert.waitFor({ state: 'detached', timeout: 9000 });
    await close();
  });

  test('the demo admin is turned away from a buyer page', async () => {
    const { page, close } = await openPage(session.browser);
    await signInAs(page, 'admin@shop.test', 'Admin@12345');
    await page.getByText('Hello, Shop Admin').waitFor();

    await page.goto(`${session.shop.url}/dashboard/my-orders`);

    await page.getByText('You are an admin!').waitFor();
    await page.waitForURL(`${session.shop.url}/`);
    await close();
  });

  test('the demo buyer is sent to /login from an admin page', async () => {
    const { page, close } = await openPage(session.browser);
    await signInAs(page, 'buyer@shop.test', 'Buyer@12345');
    await page.getByText('Hello, Demo Buyer').waitFor();

    await page.goto(`${session.shop.url}/dashboard/make-admin`);

    await page.waitForURL(`${session.shop.url}/login`);
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
    await close();
  });

  test('the dashboard sidebar folds away on a phone', async () => {
    const { page, close } = await openPage(session.browser, widths.phone);
    await signInAs(page, 'buyer@shop.test', 'Buyer@12345');
    await page.getByText('Hello, Demo Buyer').waitFor({ state: 'attached' });
    await page.goto(`${session.shop.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome To Your Dashboard' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Dashboard' });
    assert.equal(await sections.isVisible(), false);

    await page.getByRole('button', { name: 'Show Sections' }).click();
    assert.equal(await sections.isVisible(), true);
    await screenshot(page, 'dashboard-375');
    await page.getByRole('button', { name: 'Hide Sections' }).click();
    assert.equal(await sections.isVisible(), false);
    await close();
  });
});
