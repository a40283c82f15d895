// Companies as their people meet them, at a phone's width and a desk's, in both languages: a
// buyer sets one up and invites a colleague, who joins from the invitation; a company admin
// changes a member's role and removes them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, fillDelivery, launchBrowser, offline, openPage, screenshot, signIn, startShop, tokenOf, widths } from './harness.mjs';

// The journeys sign several new people up and in within a minute, more than a network's
// limit on those forms allows (10 a minute each).
const session = { shop: null, browser: null };
before(async () => {
  session.shop = await startShop({ env: { SHOP_FORM_LIMIT_PER_MINUTE: '100' } });
  session.browser = await launchBrowser();
});
after(async () => {
  await session.browser?.close();
  await session.shop?.stop();
});
const PASSWORD = 'Colleague@2026';

/** The newest verification link in the shop's log, or null. */
function newestLink() {
  try {
    return session.shop.link('/verify-email');
  } catch {
    return null;
  }
}

/** A new buyer, signed up and verified through the API and the link the shop logged. */
async function newBuyer(email, name) {
  const post = (path, body) =>
    fetch(`${session.shop.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const previous = newestLink();
  const signedUp = await post('/signup', { name, email, password: PASSWORD, confirmPassword: PASSWORD, terms: true });
  assert.equal(signedUp.status, 201, await signedUp.text());
  let link = newestLink();
  for (let tries = 0; tries < 50 && link === previous; tries++) {
    await new Promise((wait) => setTimeout(wait, 100));
    link = newestLink();
  }
  const verified = await post('/verify-email', { token: new URL(link).searchParams.get('token') });
  assert.equal(verified.status, 200, await verified.text());
  return apiAs(session.shop.url, email, PASSWORD);
}

describe('companies', () => {
  test('a buyer sets up a company and invites a colleague, who joins from the invitation (375 px, English)', async () => {
    const { page, problems, close } = await openPage(session.browser, widths.phone);
    await signIn(page, session.shop.url, 'buyer@shop.test', 'Buyer@12345');
    await page.waitForURL(`${session.shop.url}/`);
    await page.goto(`${session.shop.url}/dashboard/company`);
    await page.getByText('Buying for a factory or a workshop? Set up its company').waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Karim Steel Works');
    await page.getByRole('button', { name: 'Set up a company' }).click();
    await page.getByText('Your company is set up.').waitFor();
    await page.getByText('Demo Buyer (you)').waitFor();

    await page.getByLabel('Email or mobile number').fill('rina@');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Please enter an email address, or a mobile number like 01712345678').waitFor();
    await page.getByLabel('Email or mobile number').fill('Rina@Example.com');
    await page.getByLabel('Role', { exact: true }).selectOption('approver');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to rina@example.com').waitFor();
    await page.getByText(/^Invited as Approver, until /).waitFor();
    await screenshot(page, 'company-invited-375');
    // The one refusal is the invitation's, shown under its field.
    assert.deepEqual(problems.filter((problem) => !offline(problem)), []);
    await close();

    await newBuyer('rina@example.com', 'Rina Akter');
    const colleague = await openPage(session.browser, widths.phone);
    await signIn(colleague.page, session.shop.url, 'rina@example.com', PASSWORD);
    await colleague.page.waitForURL(`${session.shop.url}/`);
    await colleague.page.goto(`${session.shop.url}/dashboard`);
    // At a phone's width the sections fold away behind a button.
    await colleague.page.getByRole('button', { name: 'Show Sections' }).click();
    await colleague.page.getByRole('link', { name: 'Your company' }).click();
    await colleague.page.getByText('Karim Steel Works invites you to order for it as Approver.').waitFor();
    await colleague.page.getByRole('button', { name: 'Join the company' }).click();
    await colleague.page.getByText('You joined Karim Steel Works').waitFor();
    await colleague.page.getByText('Rina Akter (you)').waitFor();
    // A member who is not its admin reads the details and cannot invite.
    await colleague.page.getByRole('heading', { name: 'Company details' }).waitFor();
    assert.equal(await colleague.page.getByRole('button', { name: 'Save company details' }).count(), 0);
    assert.equal(await colleague.page.getByRole('heading', { name: 'Invite a colleague' }).count(), 0);
    await screenshot(colleague.page, 'company-joined-375');
    assert.deepEqual(colleague.problems, []);
    await colleague.close();
  });

  test('a company admin changes a member’s role and removes them (1280 px, Bangla)', async () => {
    const admin = await newBuyer('owner@rahman.example', 'Rahman');
    await admin('POST', '/company', { name: 'Rahman Engineering', nameBn: 'রহমান ইঞ্জিনিয়ারিং' });
    await admin('POST', '/company/invitations', { contact: 'selim@example.com', role: 'buyer' });
    const selim = await newBuyer('selim@example.com', 'Selim Khan');
    const [invitation] = await selim('GET', '/invitations');
    await selim('POST', `/invitations/${invitation.id}/accept`);

    const token = await tokenOf(session.shop.url, 'owner@rahman.example', PASSWORD);
    const { page, problems, close } = await openPage(session.browser, widths.desktop, { locale: 'bn-BD', token });
    await page.goto(`${session.shop.url}/dashboard/company`);
    await page.getByRole('heading', { name: 'আপনার কোম্পানি', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('বাংলায় কোম্পানির নাম').inputValue(), 'রহমান ইঞ্জিনিয়ারিং');
    await page.getByLabel('ভূমিকা: Selim Khan').selectOption('approver');
    await page.getByText('ভূমিকা বদলানো হয়েছে: Selim Khan').waitFor();
    // The last company admin cannot step down.
    await page.getByLabel('ভূমিকা: Rahman').selectOption('buyer');
    await page.getByText('কোম্পানিতে অন্তত একজন অ্যাডমিন থাকতে হয়।').waitFor();
    await page.getByRole('button', { name: 'কোম্পানি থেকে সরান: Selim Khan' }).click();
    await page.getByRole('dialog').getByText('কোম্পানি থেকে সরাবেন: Selim Khan?').waitFor();
    await screenshot(page, 'company-remove-1280-bn');
    await page.getByRole('dialog').getByRole('button', { name: 'কোম্পানি থেকে সরান' }).click();
    await page.getByText('কোম্পানি থেকে সরানো হয়েছে: Selim Khan').waitFor();
    await page.getByText('Selim Khan', { exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(await selim('GET', '/invitations'), []);
    assert.equal(await selim('GET', '/company'), null);
    // The one refusal is the last admin's, said in a toast.
    assert.deepEqual(problems.filter((problem) => !offline(problem)), []);
    await close();
  });

  test('a company that asks for PO numbers gets one with each order, shown on the order (1280 px, English)', async () => {
    const owner = await newBuyer('owner@tongi.example', 'Tongi Owner');
    await owner('POST', '/company', { name: 'Tongi Bearings' });
    const [tool] = await (await fetch(`${session.shop.url}/api/tools?limit=1`)).json();
    const token = await tokenOf(session.shop.url, 'owner@tongi.example', PASSWORD);
    const { page, problems, close } = await openPage(session.browser, widths.desktop, { token });
    await page.goto(`${session.shop.url}/dashboard/company`);
    await page.getByLabel('Ask for a purchase-order (PO) number with every order').check();
    await page.getByRole('button', { name: 'Save company details' }).click();
    await page.getByText('Company details saved').waitFor();

    // A delivery place of the company, offered at checkout.
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name for this place (optional)').fill('Tongi store');
    await fillDelivery(dialog, { recipient: 'Store keeper', phone: '01812-345678', address: 'Shed 3, BSCIC, Tongi', district: 'Gazipur' });
    assert.equal(await dialog.getByText('Start the checkout from this address').count(), 0);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Store keeper · 01812345678 · Shed 3, BSCIC, Tongi, Gazipur').waitFor();

    await page.goto(`${session.shop.url}/confirm-purchase/${tool._id}`);
    await page.getByLabel('Deliver to a saved address').selectOption({ label: 'Tongi store: Store keeper, Shed 3, BSCIC, Tongi, Gazipur · 01812345678' });
    assert.equal(await page.getByLabel('Address (house, road, area)').inputValue(), 'Shed 3, BSCIC, Tongi');
    await page.getByRole('button', { name: 'Confirm Your Order' }).click();
    await page.getByText('Your company asks for a purchase-order number with each order').waitFor();
    await page.getByLabel('Purchase-order (PO) number').fill('TB/PO/2026-118');
    await page.getByRole('button', { name: 'Confirm Your Order' }).click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await page.getByText('TB/PO/2026-118').waitFor();
    await screenshot(page, 'order-with-po-1280');
    assert.deepEqual(problems, []);
    await close();
  });

  test('an order above a buyer’s limit waits for approval: the buyer sees why (375 px, Bangla), the admin approves it (1280 px, English)', async () => {
    const admin = await newBuyer('owner@gazipur.example', 'Gazipur Owner');
    await admin('POST', '/company', { name: 'Gazipur Sensors' });
    await admin('POST', '/company/invitations', { contact: 'jamal@example.com', role: 'buyer' });
    const jamal = await newBuyer('jamal@example.com', 'Jamal Uddin');
    const [invitation] = await jamal('GET', '/invitations');
    await jamal('POST', `/invitations/${invitation.id}/accept`);

    const adminToken = await tokenOf(session.shop.url, 'owner@gazipur.example', PASSWORD);
    const desk = await openPage(session.browser, widths.desktop, { token: adminToken });
    await desk.page.goto(`${session.shop.url}/dashboard/company`);
    await desk.page.getByText('No order waits for approval.').waitFor();
    await desk.page.getByLabel('Limit per order (Tk): Jamal Uddin').fill('lots');
    await desk.page.getByRole('button', { name: 'Save limit' }).click();
    await desk.page.getByText('Please enter the limit in whole taka').waitFor();
    await desk.page.getByLabel('Limit per order (Tk): Jamal Uddin').fill('1000');
    await desk.page.getByRole('button', { name: 'Save limit' }).click();
    await desk.page.getByText('Limit saved: Jamal Uddin').waitFor();

    const [tool] = await (await fetch(`${session.shop.url}/api/tools?limit=1`)).json();
    const { insertedId } = await jamal('POST', '/orders', { toolId: tool._id, quantity: tool.minOrder, delivery });
    const jamalToken = await tokenOf(session.shop.url, 'jamal@example.com', PASSWORD);
    const phone = await openPage(session.browser, widths.phone, { locale: 'bn-BD', token: jamalToken });
    await phone.page.goto(`${session.shop.url}/dashboard/orders/${insertedId}`);
    await phone.page.getByText('অনুমোদনের অপেক্ষায়', { exact: true }).first().waitFor();
    await phone.page.getByText('অর্ডারটি আপনার প্রতি অর্ডারের সীমার বেশি').waitFor();
    assert.equal(await phone.page.getByRole('link', { name: 'এখনই টাকা দিন' }).count(), 0);
    await phone.page.evaluate(() => document.fonts.ready);
    await screenshot(phone.page, 'order-awaiting-approval-375-bn');

    await desk.page.reload();
    const [order] = await jamal('GET', '/orders/jamal%40example.com');
    await desk.page.getByRole('button', { name: `Approve: ${order.orderNumber}` }).click();
    await desk.page.getByText(`Order ${order.orderNumber} approved`).waitFor();
    await desk.page.getByText('No order waits for approval.').waitFor();
    await screenshot(desk.page, 'company-approved-1280');

    await phone.page.reload();
    await phone.page.getByText('টাকা পরিশোধ হয়নি', { exact: true }).first().waitFor();
    assert.deepEqual(desk.problems.filter((problem) => !offline(problem)), []);
    assert.deepEqual(phone.problems, []);
    await desk.close();
    await phone.close();
  });
});

