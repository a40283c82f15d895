// Orders alone, quickly: the release binary with 200 tools and 50 buyers, then POST /api/orders
// from all of them under wrk for 8 s (ORDERS_SECONDS), beside raw SQLite's rate of the same
// transaction (api/examples/raw_orders.rs). Prints one JSON line: what wrk saw, the peak RSS
// and the ratio. For trying a change to the write path in a minute and a half; `run.mjs` is
// the full report. Run by hand, never in CI.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startShop } from '../e2e/harness.mjs';
import { fillShop, ordersScript, peakRss, retryDeadSockets, say, wrk } from './measure.mjs';

process.env.SHOP_FORM_LIMIT_PER_MINUTE = '100000';
process.env.SHOP_MAX_UNPAID_ORDERS = '100000000';
process.env.SHOP_MAX_UNPAID_SHARE = '100';
retryDeadSockets();

const work = mkdtempSync(join(tmpdir(), 'shop-orders-'));
const shop = await startShop();
try {
  say('filling the shop with 200 tools and 50 buyers');
  const { buyers } = await fillShop(shop, { tools: 200, buyers: 50 });
  const tools = await (await fetch(`${shop.url}/api/tools`)).json();
  const target = tools.reduce((a, b) => (a.availableQuantity >= b.availableQuantity ? a : b));
  say('placing orders');
  const seconds = Number(process.env.ORDERS_SECONDS ?? 8);
  const writes = wrk(`${shop.url}/api/orders`, { connections: 50, seconds, script: ordersScript(work, buyers, target._id) });
  const rss = peakRss(shop.pid);
  await shop.stop();
  say('raw SQLite rate');
  const raw = JSON.parse(execFileSync(join(root, 'target/release/examples/raw_orders'), ['20000']).toString());
  console.log(JSON.stringify({ ...writes, rss, raw: raw.per_second, ratio: +(writes.rps / raw.per_second).toFixed(2) }));
} finally {
  await shop.stop();
  rmSync(work, { recursive: true, force: true });
}
