// End-to-end harness: the real shop binary on a free port and a temporary data directory,
// driven by Debian's Chromium through playwright-core. `SHOP_BIN` and `SANDBOX_BIN` name the
// binaries (`just e2e` passes the debug build; the benchmarks take the release build).
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const binary = process.env.SHOP_BIN ?? join(root, 'target/release/shop');
export const screenshotDir = join(root, 'target/e2e');

export const widths = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } };

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the shop (on a fresh data directory unless one is given, with `env` added to its
 * environment) and waits until /api/health answers. The sample shop's delivery charges are
 * turned off unless `deliveryCharges`, so the journeys' totals are the tools'. The directory
 * is removed at stop unless `keep`. Throws when the shop has not answered within `startSeconds`.
 */
export async function startShop({ dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-')), keep = false, env = {}, deliveryCharges = false, startSeconds = 20 } = {}) {
  const port = await freePort();
  // The log goes to a file, as a deployed shop's does, not a pipe: a pipe nobody drains while
  // a benchmark's synchronous wrk runs fills up and stalls the shop's logging threads.
  const logDir = mkdtempSync(join(tmpdir(), 'shop-log-'));
  const logFile = join(logDir, 'shop.log');
  const log = openSync(logFile, 'a');
  const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir], {
    stdio: ['ignore', log, log],
    // The built-in mailer logs each mail at info: tests follow the links it prints.
    env: { ...process.env, RUST_LOG: 'warn,api::mail=info', ...env },
  });
  closeSync(log);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const readOutput = () => readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited early:\n${readOutput()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shop did not start in ${startSeconds} s:\n${readOutput()}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  // The sample shop charges for delivery; the journeys count the tools' totals unless a test
  // asks for the charges.
  if (!deliveryCharges) await setDeliveryCharges(url, { enabled: false });
  return {
    url,
    pid: child.pid,
    dataDir,
    /** Resolves with the process's exit `{ code, signal }`. */
    exited,
    output: readOutput,
    /** The newest link in the shop's log that goes to `path` (e.g. '/verify-email'). */
    link(path) {
      const output = readOutput();
      const links = [...output.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      const found = links.filter((link) => new URL(link).pathname === path).pop();
      if (!found) throw new Error(`no ${path} link in the shop's log:\n${output}`);
      return found;
    },
    async stop() {
      child.kill('SIGTERM');
      const exited = child.exitCode !== null || child.signalCode !== null;
      await new Promise((done) => (exited ? done() : child.once('exit', done)));
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

export const sandboxBinary = process.env.SANDBOX_BIN ?? join(root, 'target/release/provider-sandbox');

/**
 * Starts the provider sandbox (local SSLCommerz and bKash, `sandbox/`) on a free port; its
 * `url`, the shop settings that point at it with the accounts it knows, and `stop`.
 */
export async function startSandbox() {
  const child = spawn(sandboxBinary, [], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the sandbox did not start:\n${output}`)), 10_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/listening on (http:\/\/\S+)/);
      if (found) {
        clearTimeout(timer);
        done(found[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
  return {
    url,
    // The sandbox's default accounts (sandbox/src/lib.rs, Credentials::default).
    env: {
      SHOP_SSLCOMMERZ_STORE_ID: 'shilp0testbox',
      SHOP_SSLCOMMERZ_STORE_PASSWORD: 'shilp0testbox@ssl',
      SHOP_SSLCOMMERZ_API_URL: url,
      SHOP_BKASH_APP_KEY: 'sandbox-app-key',
      SHOP_BKASH_APP_SECRET: 'sandbox-app-secret',
      SHOP_BKASH_USERNAME: 'sandboxTokenizedUser',
      SHOP_BKASH_PASSWORD: 'sandbox-password',
      SHOP_BKASH_API_URL: url,
    },
    stop: () => child.kill('SIGTERM'),
  };
}

/** Headless Debian Chromium with the flags this closed network needs. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh page at one of the two widths. Console errors and failed requests are collected so a
 * test can assert the page ran cleanly. `locale` sets the browser's preferred language;
 * `token` signs the page in as that token's account before the shop loads.
 */
export async function openPage(browser, width = widths.desktop, { locale, token } = {}) {
  const context = await browser.newContext({ viewport: width, locale, acceptDownloads: true });
  if (token) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), ['accessToken', token]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Console noise that is the closed network's, not the page's: map tiles cannot load here. */
export const offline = (problem) => problem.includes('tile.openstreetmap.org') || problem.includes('ERR_NAME_NOT_RESOLVED') || problem.includes('Failed to load resource');

export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  // Let a modal finish fading in (300 ms), so the picture shows what a person sees.
  if (await page.locator('dialog[open]').count()) await page.waitForTimeout(400);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Starts a shop and a browser before a test file's tests and stops them after. Returns an
 * object whose `shop` and `browser` are set once the tests run.
 */
export function useShopAndBrowser(hooks) {
  const session = { shop: null, browser: null };
  hooks.before(async () => {
    session.shop = await startShop();
    session.browser = await launchBrowser();
  });
  hooks.after(async () => {
    await session.browser?.close();
    await session.shop?.stop();
  });
  return session;
}

/** Signs in through the login page. */
export async function signIn(page, shopUrl, email, password) {
  await page.goto(`${shopUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Delivery details that pass every rule, for orders placed through the API. */
export const delivery = { recipient: 'Demo Buyer', phone: '01712-345678', address: 'House 12, Road 5, Mirpur 10', district: 'Dhaka' };

/** Fills the checkout's delivery details (the demo buyer's profile gives only the name). */
export async function fillDelivery(page, details = delivery) {
  await page.getByLabel("Recipient's name").fill(details.recipient);
  await page.getByLabel('Mobile number').fill(details.phone);
  await page.getByLabel('Address (house, road, area)').fill(details.address);
  await page.getByLabel('District').selectOption(details.district);
}

/** A 1×1 PNG, for pictures to upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in through the API; the account's bearer token. */
export async function tokenOf(shopUrl, email, password) {
  const response = await fetch(`${shopUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

/**
 * Calls the shop's API as the demo admin from 127.0.0.2: another client to the shop than the
 * browser at 127.0.0.1, so setting or reading a scene takes nothing from the browser's
 * sign-ins a minute.
 */
export async function adminAside(shopUrl) {
  const call = (method, path, body, token) =>
    new Promise((done, fail) => {
      const url = new URL(`/api${path}`, shopUrl);
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const sent = request(url, { method, headers, localAddress: '127.0.0.2' }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          response.statusCode < 300 ? done(JSON.parse(text)) : fail(new Error(`${method} ${path}: ${response.statusCode} ${text}`)),
        );
      });
      sent.on('error', fail);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const { accessToken } = await call('POST', '/login', { email: 'admin@shop.test', password: 'Admin@12345' });
  return (method, path, body) => call(method, path, body, accessToken);
}

/** Changes the delivery charge table as the demo admin: `changes` over the table as it is. */
export async function setDeliveryCharges(shopUrl, changes) {
  const admin = await adminAside(shopUrl);
  const table = await admin('GET', '/delivery-charges');
  // The table reads the VAT rate in basis points; the form takes the percentage typed.
  await admin('PUT', '/delivery-charges', { ...table, vatRate: table.vatRate / 100, ...changes });
}

/** The code of the newest cash-on-delivery confirmation texted, from its link (`…/c/{code}`). */
export async function confirmationTexted(shopUrl) {
  const admin = await adminAside(shopUrl);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = await admin('GET', '/outbox/texts?limit=25');
    const newest = texts.find((text) => text.body.includes('/c/'));
    if (newest) return newest.body.split('/c/').pop();
    if (Date.now() > deadline) throw new Error(`no confirmation texted: ${JSON.stringify(texts)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * The newest sign-in code texted to `phone` (11 digits), as the owner reads it in the outbox
 * of a shop with no SMS gateway: once the queue has kept it (within a second).
 */
export async function codeTextedTo(shopUrl, phone) {
  const admin = await adminAside(shopUrl);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = await admin('GET', '/outbox/texts?limit=25');
    // The newest code to the number: masked until the queue has kept it.
    const newest = texts.find((text) => text.to === phone && (text.body.startsWith('••••••') || /^\d{6} /.test(text.body)));
    if (newest?.status === 'kept') return newest.body.slice(0, 6);
    if (Date.now() > deadline) throw new Error(`no code texted to ${phone}: ${JSON.stringify(texts)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Calls the shop's API as an account, for setting a scene faster than through the screens. */
export async function apiAs(shopUrl, email, password) {
  const call = async (method, path, body, token) => {
    const response = await fetch(`${shopUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
    return reply;
  };
  const token = await tokenOf(shopUrl, email, password);
  return (method, path, body) => call(method, path, body, token);
}
