// Crash safety: the release binary killed with SIGKILL in the middle of a burst of
// orders, then started again on the same data. Every acknowledged order is there, the stock and
// the reserved pieces add up to what there was, and the database passes its integrity check.
// And the gentle stop: SIGTERM lets a request in flight finish before the process exits.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { apiAs, binary, delivery, startShop, tokenOf } from './harness.mjs';

const INITIAL = 100_000;
const KILL_AFTER = 150;
let shop;
after(() => shop?.stop());

describe('crash safety', () => {
  test('kill -9 during a burst of orders loses nothing acknowledged and oversells nothing', async () => {
    // A thousand unpaid orders from one buyer: past the everyday limits, on purpose.
    const env = { SHOP_MAX_UNPAID_ORDERS: '100000', SHOP_MAX_UNPAID_SHARE: '100' };
    shop = await startShop({ keep: true, env });
    const { dataDir } = shop;
    const admin = await apiAs(shop.url, 'admin@shop.test', 'Admin@12345');
    const image = (await (await fetch(`${shop.url}/api/tools?limit=1&page=1`)).json())[0].toolImage;
    const { insertedId: tool } = await admin('POST', '/product', {
      toolName: 'Crash Test Washer M8',
      toolPrice: '5',
      minOrder: '1',
      availableQuantity: String(INITIAL),
      toolImage: image,
      toolDescription: 'Zinc-plated M8 flat washers sold by the piece, used here to count every order placed while the server is killed mid-burst.',
    });
    const token = await tokenOf(shop.url, 'buyer@shop.test', 'Buyer@12345');

    const acknowledged = [];
    const place = async (n) => {
      try {
        const response = await fetch(`${shop.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ toolId: tool, quantity: 1 + (n % 3), idempotencyKey: `crash-${n}`, delivery }),
        });
        if (response.status === 201) acknowledged.push((await response.json()).insertedId);
        // Kill once a good number are in: the rest of the burst is still in flight.
        if (acknowledged.length === KILL_AFTER) process.kill(shop.pid, 'SIGKILL');
      } catch {
        // the server died under this request: it was never acknowledged
      }
    };
    const burst = Array.from({ length: 1000 }, (_, n) => place(n));
    await Promise.all(burst);
    await shop.stop();
    assert.ok(acknowledged.length > 0, 'some orders were acknowledged before the kill');
    assert.ok(acknowledged.length < burst.length, 'the kill came in the middle of the burst');

    shop = await startShop({ dataDir, keep: false, env });
    const again = await apiAs(shop.url, 'buyer@shop.test', 'Buyer@12345');
    const orders = (await again('GET', '/orders/buyer%40shop.test')).filter((order) => order.toolId === tool);
    const present = new Set(orders.map((order) => order._id));
    const lost = acknowledged.filter((id) => !present.has(id));
    assert.deepEqual(lost, [], `${acknowledged.length} acknowledged, ${orders.length} present`);
    const stock = (await (await fetch(`${shop.url}/api/tools/${tool}`)).json()).availableQuantity;
    const reserved = orders.reduce((sum, order) => sum + order.quantity, 0);
    assert.equal(stock + reserved, INITIAL, 'stock and reserved pieces add up');

    // `shop backup` runs SQLite's integrity check on what it copies.
    const copy = join(dataDir, 'after-crash.db');
    execFileSync(binary, ['backup', copy, '--data-dir', dataDir]);
    console.log(`crash: ${acknowledged.length} acknowledged, ${orders.length} stored, stock ${stock} + ${reserved} reserved`);
  });
});

describe('graceful stop', () => {
  test('SIGTERM stops new connections but answers the request in flight, then exits cleanly', async () => {
    // tower-http's trace layer says when a request's headers are in and its handler has begun.
    const draining = await startShop({ env: { RUST_LOG: 'warn,tower_http::trace::on_request=debug' } });
    const { port } = new URL(draining.url);
    const body = JSON.stringify({ email: 'buyer@shop.test', password: 'Buyer@12345' });
    const half = Math.floor(body.length / 2);
    // A sign-in whose body is still arriving when the signal comes.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    const closed = new Promise((done) => socket.once('close', done));
    const begun = () => draining.output().split('started processing request').length - 1;
    const before = begun();
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await until(() => begun() > before, 'the sign-in to be in flight');

    process.kill(draining.pid, 'SIGTERM');
    await until(async () => !(await answers(`${draining.url}/api/health`)), 'new connections to be refused');
    socket.write(body.slice(half));
    await closed;
    const { code, signal } = await draining.exited;
    await draining.stop();

    assert.match(reply, /^HTTP\/1.1 200 OK/, reply);
    assert.match(reply, /"accessToken"/);
    assert.deepEqual({ code, signal }, { code: 0, signal: null });
  });
});

/** Whether a new connection to `url` gets an answer. */
async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `condition` holds, asking again every 20 ms; fails after five seconds. */
async function until(condition, what) {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`waited five seconds for ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}
