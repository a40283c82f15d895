// Accounts as a new buyer meets them: sign up, verify, sign in, profile, sign out; and the
// guards as the demo admin and buyer meet them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPage, PNG, screenshot, signIn, useShopAndBrowser, widths } from './harness.mjs';


const session = useShopAndBrowser({ before, after });

const signInAs = (page, email, password) => signIn(page, session.shop.url, email, password);

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

    // Signing in before verifying is refused with a way forward.
    await signInAs(page, 'nasrin@example.com', 'Nasrin@2026');
    await page.getByRole('button', { name: 'Send the verification link again' }).waitFor();

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
