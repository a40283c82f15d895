// `just bench`, scale section: the same requests side by side at 200, 10,000 and
// 100,000 tools, then with 1,000,000 orders; wrk at 16 connections, as the issue measured.
// The databases are grown by api/examples/scale_fill.rs (tools named `Part Model 000042`, so
// a model number is a rare word that matches one tool). Appends to target/bench/report.md.
//
// - a rare word: `q=Model 0NNNNN`, a different model each request (so no kept page answers it)
// - listing pages: the first (as the home page asks), a deep one by cursor (a different depth
//   each request), and `page=500` by offset, as the issue's table measured it
// - the whole catalogue (the spec's list), streamed: its size and how long it takes
// - peak RSS after the listing and search load
// - with 1,000,000 orders: Manage Orders' first and last page (and filtered), My Orders, the
//   owner's overview, and placing orders
//   against the raw SQLite rate of the same transaction (api/examples/raw_orders.rs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startShop } from '../e2e/harness.mjs';
import { appendReport, DEEP_PAGE, peakRss, placeOrders, RARE_WORD, randomGets, retryDeadSockets, say, wrk } from './measure.mjs';

const SCALES = [200, 10_000, 100_000];
const ORDERS = 1_000_000;
const CONNECTIONS = 16;
const SECONDS = 8;
const scaleFill = join(root, 'target/release/examples/scale_fill');
const rawOrders = join(root, 'target/release/examples/raw_orders');
const work = mkdtempSync(join(tmpdir(), 'shop-scale-'));
retryDeadSockets();
// The generated orders are days old and unpaid: the sweep must not cancel them mid-run. The
// bench's buyer places thousands of orders of one tool.
const env = { SHOP_UNPAID_ORDER_HOURS: '1000000', SHOP_MAX_UNPAID_ORDERS: '100000000', SHOP_MAX_UNPAID_SHARE: '100' };

const rareWord = randomGets(work, 'rare-word', RARE_WORD);
const deepPage = randomGets(work, 'deep-page', DEEP_PAGE);

const bench = (url, options = {}) => wrk(url, { connections: CONNECTIONS, seconds: SECONDS, ...options });

async function grown(tools, orders = 0) {
  const dataDir = join(work, `shop-${tools}`);
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir);
    await (await startShop({ dataDir, keep: true, env })).stop(); // migrations and the seed
  }
  say(`growing the shop to ${tools} tools and ${orders} orders`);
  execFileSync(scaleFill, [dataDir, String(tools), String(orders)], { stdio: ['ignore', 'ignore', 'inherit'] });
  return startShop({ dataDir, keep: true, env });
}

async function catalogueMeasures(tools) {
  const shop = await grown(tools);
  const ids = { low: tools / 2 + 1, high: tools };
  const rows = {
    rareWord: bench(`${shop.url}/api/tools`, { script: rareWord, env: { LOW: String(ids.low), HIGH: String(ids.high) } }),
    firstPage: bench(`${shop.url}/api/tools?limit=6`),
    deepPage: bench(`${shop.url}/api/tools`, { script: deepPage, env: { LOW: '20', HIGH: String(tools) } }),
    offsetPage: bench(`${shop.url}/api/tools?page=${Math.min(500, Math.floor(tools / 12))}&limit=12`),
  };
  const started = performance.now();
  const whole = await (await fetch(`${shop.url}/api/tools`)).arrayBuffer();
  rows.whole = { ms: performance.now() - started, bytes: whole.byteLength };
  rows.rss = peakRss(shop.pid);
  return { shop, rows };
}

async function token(shop, email, password) {
  const reply = await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await reply.json()).accessToken;
}

async function orderMeasures(tools) {
  const shop = await grown(tools, ORDERS);
  const admin = await token(shop, 'admin@shop.test', 'Admin@12345');
  const buyer = await token(shop, 'buyer@shop.test', 'Buyer@12345');
  const as = (who) => ({ script: authorised(who) });
  const [newest] = await (await fetch(`${shop.url}/api/tools?limit=1`)).json();
  const placeScript = placeOrders(work, buyer, newest._id);
  const rows = {
    manageFirst: bench(`${shop.url}/api/orders?open=true&limit=25`, as(admin)),
    manageLast: bench(`${shop.url}/api/orders?open=true&limit=25&after=26`, as(admin)),
    myOrders: bench(`${shop.url}/api/orders/buyer@shop.test?limit=25`, as(buyer)),
    overview30: bench(`${shop.url}/api/overview?days=30`, as(admin)),
    overview90: bench(`${shop.url}/api/overview?days=90`, as(admin)),
    filtered: bench(`${shop.url}/api/orders?payment=unpaid&limit=25`, as(admin)),
    place: bench(`${shop.url}/api/orders`, { script: placeScript }),
  };
  rows.raw = JSON.parse(execFileSync(rawOrders, ['20000']).toString()).per_second;
  await shop.stop();
  return rows;
}

/** A wrk script sending `Authorization: Bearer {token}` with every request. */
function authorised(token) {
  const file = join(work, `as-${token.slice(-12).replace(/[^A-Za-z0-9]/g, '')}.lua`);
  writeFileSync(file, `wrk.headers["Authorization"] = "Bearer ${token}"\n`);
  return file;
}

const byScale = {};
for (const tools of SCALES) {
  say(`catalogue at ${tools} tools`);
  const { shop, rows } = await catalogueMeasures(tools);
  byScale[tools] = rows;
  await shop.stop();
}
say(`orders: ${ORDERS} at ${SCALES.at(-1)} tools`);
const orders = await orderMeasures(SCALES.at(-1));

const largest = byScale[SCALES.at(-1)];
const smallest = byScale[SCALES[0]];
const verdict = (ok) => (ok ? 'met' : '**missed**');
const cell = (result) => `${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms${result.failed ? ` (${result.failed} failed)` : ''}`;
const line = (label, pick, target = '', ok = null) =>
  `| ${label} | ${SCALES.map((tools) => pick(byScale[tools])).join(' | ')} | ${target} | ${ok === null ? '' : verdict(ok)} |`;
const fast = (result, rps) => result.rps >= rps && result.p99 <= 10;
const ratio = largest.firstPage.rps / smallest.firstPage.rps;
const report = `
## Scale (wrk ${CONNECTIONS} connections, ${SECONDS} s each)

| request | ${SCALES.map((tools) => `${tools.toLocaleString('en')} tools`).join(' | ')} | target at ${SCALES.at(-1).toLocaleString('en')} | |
|---|${SCALES.map(() => '---|').join('')}---|---|
${line('a rare word, `q=Model 0NNNNN&page=1&limit=12`', (rows) => cell(rows.rareWord), '≥ 5,000 req/s, p99 ≤ 10 ms', fast(largest.rareWord, 5000))}
${line('first page, `limit=6`', (rows) => cell(rows.firstPage), '≥ 10,000 req/s, p99 ≤ 10 ms', fast(largest.firstPage, 10000))}
${line('a deep page by cursor, `limit=12&after=N`', (rows) => cell(rows.deepPage), '≥ 10,000 req/s, p99 ≤ 10 ms', fast(largest.deepPage, 10000))}
${line('`page=500&limit=12` (offset)', (rows) => cell(rows.offsetPage), '≥ 10,000 req/s, p99 ≤ 10 ms', fast(largest.offsetPage, 10000))}
${line('first page, ratio to 200 tools', (rows) => (rows.firstPage.rps / smallest.firstPage.rps).toFixed(2), '≥ 0.8', ratio >= 0.8)}
${line('the whole catalogue (streamed above 2,000 tools)', (rows) => `${(rows.whole.bytes / 1e6).toFixed(1)} MB in ${rows.whole.ms.toFixed(0)} ms`)}
${line('peak RSS after the listing and search load', (rows) => `${rows.rss.toFixed(1)} MB`, '≤ 64 MB', largest.rss <= 64)}

With ${ORDERS.toLocaleString('en')} orders (and ${SCALES.at(-1).toLocaleString('en')} tools):

| request | result | target | |
|---|---|---|---|
| Manage Orders, first page (\`open=true&limit=25\`) | ${cell(orders.manageFirst)} | p99 ≤ 10 ms | ${verdict(orders.manageFirst.p99 <= 10)} |
| Manage Orders, last page (\`after=26\`) | ${cell(orders.manageLast)} | p99 ≤ 10 ms | ${verdict(orders.manageLast.p99 <= 10)} |
| My Orders (\`limit=25\`) | ${cell(orders.myOrders)} | p99 ≤ 10 ms | ${verdict(orders.myOrders.p99 <= 10)} |
| the owner's overview, 30 days (\`overview?days=30\`) | ${cell(orders.overview30)} | p99 ≤ 20 ms | ${verdict(orders.overview30.p99 <= 20)} |
| the owner's overview, 90 days | ${cell(orders.overview90)} | p99 ≤ 20 ms | ${verdict(orders.overview90.p99 <= 20)} |
| Manage Orders filtered, waiting for payment (\`payment=unpaid&limit=25\`) | ${cell(orders.filtered)} | | |
| placing orders, one buyer | ${orders.place.rps.toFixed(0)} orders/s (raw SQLite ${orders.raw}/s, ratio ${(orders.place.rps / orders.raw).toFixed(2)}) | ≥ 0.6 × raw | ${verdict(orders.place.rps >= 0.6 * orders.raw)} |
`;
appendReport(root, report);
rmSync(work, { recursive: true, force: true });
