// `just bench`, text messages: the release binary answering sign-in code requests while its
// queue sends them on to the SSL Wireless stand-in (target: ≤ 5 ms p99 a request, the
// gateway's call queued), and 10,000 queued texts drained at the stand-in's pace, the shop
// killed mid-queue and started again on the same data, every text sent once (target: none
// lost, none twice). Appends to target/bench/texts.md and prints it. Run by hand, never in CI.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startSandbox, startShop } from '../e2e/harness.mjs';
import { say } from './measure.mjs';

const TEXTS = 10_000;
/** The requests whose answers are timed, and how many at once: a busy shop's sign-ins. */
const TIMED = 2_000;
const TIMED_CONCURRENCY = 4;
/** The rest fill the queue as fast as this many at once send them. */
const FILLING_CONCURRENCY = 16;
/** Codes one client network may ask for in an hour: each address asks for this many. */
const PER_ADDRESS = 20;

/** POST /api/phone/code for `phone` from the loopback address `from`; the answer's time in ms. */
function askCode(shopUrl, phone, from) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const sent = request(new URL('/api/phone/code', shopUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, localAddress: from }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 202 ? done(performance.now() - started) : fail(new Error(`${phone}: ${response.statusCode}`))));
    });
    sent.on('error', fail);
    sent.end(JSON.stringify({ phone }));
  });
}

/** The n-th request's number and address: 5 codes a number, 20 an address, all different. */
const numberOf = (n) => `017${String(10_000_000 + Math.floor(n / 5)).slice(-8)}`;
const addressOf = (n) => {
  const a = Math.floor(n / PER_ADDRESS) + 2;
  return `127.1.${Math.floor(a / 250)}.${(a % 250) + 1}`;
};

const taken = async (sandbox) => (await fetch(`${sandbox.url}/sandbox/texts`)).json();

const sandbox = await startSandbox();
// A gateway's round trip: 5 ms a text, so the queue is still draining when the shop is killed.
await fetch(`${sandbox.url}/sandbox/knobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ smsDelayMs: 5 }) });
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-texts-'));
const env = {
  SHOP_SMS_PROVIDER: 'sslwireless',
  SHOP_SSLWIRELESS_API_TOKEN: 'sandbox-sslwireless-token',
  SHOP_SSLWIRELESS_SID: 'SHILPOTOOLS',
  SHOP_SSLWIRELESS_API_URL: `${sandbox.url}/sslwireless`,
  SHOP_FORM_LIMIT_PER_MINUTE: '1000000',
};
let shop = await startShop({ dataDir, keep: true, env });

try {
  // Asking: every request answered with the code queued, its text sent by the queue later.
  // The first requests are timed at a busy shop's pace; the rest fill the queue at full tilt.
  let next = 0;
  async function ask(until, concurrency, times) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < until) {
          const n = next++;
          const took = await askCode(shop.url, numberOf(n), addressOf(n));
          times?.push(took);
        }
      }),
    );
  }
  const times = [];
  const started = performance.now();
  await ask(TIMED, TIMED_CONCURRENCY, times);
  const asking = (performance.now() - started) / 1000;
  await ask(TEXTS, FILLING_CONCURRENCY);
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length * 0.5)];
  const p99 = times[Math.floor(times.length * 0.99)];

  // Draining: killed once about a third has gone, started again on the same data.
  while ((await taken(sandbox)).taken < TEXTS / 3) await new Promise((wait) => setTimeout(wait, 50));
  process.kill(shop.pid, 'SIGKILL');
  await shop.exited;
  const atKill = (await taken(sandbox)).taken;
  shop = await startShop({ dataDir, keep: true, env });
  const resumed = performance.now();
  while ((await taken(sandbox)).taken < TEXTS) {
    if (performance.now() - resumed > 300_000) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const drained = (performance.now() - resumed) / 1000;
  // A moment more: a text sent twice would show now.
  await new Promise((wait) => setTimeout(wait, 2000));
  const end = await taken(sandbox);
  const pace = (TEXTS - atKill) / drained;

  const day = new Date().toISOString().slice(0, 10);
  const report = [
    `## Text messages (${day})`,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| sign-in code requests, ${TIMED_CONCURRENCY} at once, ${TIMED} timed (${Math.round(TIMED / asking)} a second) | p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms | p99 ≤ 5 ms |`,
    `| ${TEXTS} queued texts drained to the SSL Wireless stand-in, the shop killed after ${atKill} | ${end.distinctReferences} sent, ${end.taken - end.distinctReferences} twice; ${Math.round(pace)} a second after the restart | all, none twice |`,
    '',
  ].join('\n');
  mkdirSync(join(root, 'target/bench'), { recursive: true });
  writeFileSync(join(root, 'target/bench/texts.md'), report);
  say(report);
  assert.ok(p99 <= 5, 'a code request answers within 5 ms at the 99th percentile');
  assert.equal(end.distinctReferences, TEXTS, 'every queued text sent');
  assert.equal(end.taken, TEXTS, 'no text sent twice');
} finally {
  await shop.stop();
  sandbox.stop();
}
