// `just bench`, couriers: the release binary booking 50 cash-on-delivery orders with Steadfast
// in one bulk call against the sandbox's stand-in (target: ≤ 2 s), and taking Steadfast's
// webhooks as fast as 64 connections send them (target: ≥ 1,000 a second), every one stored
// and applied. Appends to target/bench/couriers.md and prints it. Run by hand, never in CI.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiAs, delivery, root, startSandbox, startShop } from '../e2e/harness.mjs';
import { median, say } from './measure.mjs';

const ORDERS = 50;
const ROUNDS = 3;
const HOOK_SECONDS = 10;
const CONNECTIONS = 64;
const TOKEN = 'bench-steadfast-token';

const sandbox = await startSandbox();
const shop = await startShop({
  env: {
    SHOP_STEADFAST_API_KEY: 'sandbox-steadfast-key',
    SHOP_STEADFAST_SECRET_KEY: 'sandbox-steadfast-secret',
    SHOP_STEADFAST_API_URL: `${sandbox.url}/steadfast/api/v1`,
    SHOP_STEADFAST_WEBHOOK_TOKEN: TOKEN,
    SHOP_FORM_LIMIT_PER_MINUTE: '100000',
    SHOP_MAX_UNPAID_ORDERS: '100000000',
    SHOP_MAX_UNPAID_SHARE: '100',
    SHOP_COD_MAX_TAKA: '100000000',
  },
});

try {
  const buyer = await apiAs(shop.url, 'buyer@shop.test', 'Buyer@12345');
  const admin = await apiAs(shop.url, 'admin@shop.test', 'Admin@12345');
  const tools = await (await fetch(`${shop.url}/api/tools`)).json();
  const probe = tools.find((tool) => tool.toolName.startsWith('PT100'));
  await admin('PUT', `/product/${probe._id}`, { availableQuantity: 1_000_000 });

  /** 50 cash-on-delivery orders, placed and promised through the API. */
  async function cashOrders() {
    const ids = [];
    for (let n = 0; n < ORDERS; n++) {
      const { insertedId } = await buyer('POST', '/orders', { toolId: probe._id, quantity: probe.minOrder, delivery });
      await buyer('POST', '/payments/start', { orderId: insertedId, method: 'cod' });
      ids.push(insertedId);
    }
    return ids;
  }

  // Booking: 50 orders with Steadfast, in one request (one bulk call to the stand-in).
  const bookings = [];
  const booked = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ids = await cashOrders();
    const started = performance.now();
    const answer = await admin('POST', '/parcels', { orderIds: ids, courier: 'steadfast' });
    bookings.push(performance.now() - started);
    assert.equal(answer.message, `${ORDERS} of ${ORDERS} orders booked`);
    booked.push(...answer.results.map((result) => result.parcel));
  }

  // Webhooks: Steadfast's tracking updates, each one new (its own message and time), so each
  // is stored and applied, not passed over as a repeat.
  let sent = 0;
  let refused = 0;
  const until = performance.now() + HOOK_SECONDS * 1000;
  const started = performance.now();
  async function sender(worker) {
    for (let n = 0; performance.now() < until; n++) {
      const parcel = booked[(worker * 7919 + n) % booked.length];
      const body = JSON.stringify({
        notification_type: 'tracking_update',
        consignment_id: Number(parcel.consignmentId),
        invoice: 'bench',
        tracking_message: `At hub ${worker}-${n}`,
        updated_at: '2026-11-27 12:00:00',
      });
      const response = await fetch(`${shop.url}/api/couriers/steadfast/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body,
      });
      await response.arrayBuffer();
      if (response.ok) sent++;
      else refused++;
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, worker) => sender(worker)));
  const elapsed = (performance.now() - started) / 1000;
  const rate = sent / elapsed;
  assert.equal(refused, 0, 'every webhook accepted');

  const day = new Date().toISOString().slice(0, 10);
  const report = [
    `## Couriers (${day})`,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| booking ${ORDERS} orders with Steadfast in bulk (median of ${ROUNDS}) | ${(median(bookings) / 1000).toFixed(2)} s | ≤ 2 s |`,
    `| Steadfast webhooks stored and applied, ${CONNECTIONS} connections, ${HOOK_SECONDS} s | ${Math.round(rate)} a second (${sent} in all) | ≥ 1,000 a second |`,
    '',
  ].join('\n');
  mkdirSync(join(root, 'target/bench'), { recursive: true });
  writeFileSync(join(root, 'target/bench/couriers.md'), report);
  say(report);
  assert.ok(median(bookings) <= 2000, 'booking 50 in bulk takes at most 2 s');
  assert.ok(rate >= 1000, 'at least 1,000 webhooks a second');
} finally {
  await shop.stop();
  sandbox.stop();
}
