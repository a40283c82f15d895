// `just profile`: where the release binary's time goes on the two paths measured against the
// machine's limit (`ui/bench/run.mjs`): GET /api/tools (200 tools) under wrk at 64 connections,
// and POST /api/orders from 50 buyers. `perf record` samples the shop for 8 s of each load,
// unwinding by DWARF (a release build keeps no frame pointers); `inferno` folds the stacks
// into flame graphs (target/bench/profile-listing.svg, profile-orders.svg) and this script
// into the share of the samples each layer is on the stack of, printed as a Markdown table.
// Run by hand, never in CI.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startShop } from '../e2e/harness.mjs';
import { fillShop, ordersScript, retryDeadSockets, say, wrkAsync } from './measure.mjs';

const BUYERS = 50;
const TOOLS = 200;
const SECONDS = 8;
const work = mkdtempSync(join(tmpdir(), 'shop-profile-'));
const out = join(root, 'target/bench');
mkdirSync(out, { recursive: true });
process.env.SHOP_FORM_LIMIT_PER_MINUTE = '100000';
process.env.SHOP_MAX_UNPAID_ORDERS = '100000000';
process.env.SHOP_MAX_UNPAID_SHARE = '100';
retryDeadSockets();

/**
 * Each layer by the frames that are its own. A sample counts for the first layer met walking
 * its stack from the innermost frame out, so each layer's share is the time spent in its own
 * code (and what it calls that no other layer claims), and the shares add up to 100 %.
 */
const LAYERS = [
  ['the kernel: sockets, copies into them, scheduling', /_\[k\]$/],
  ['SQLite', /^sqlite3|^wal|^pcache|^btree|^pager/i],
  ['sqlx and its worker hand-offs', /sqlx/],
  ['allocating and freeing', /^(mi_|_mi_|malloc|free|realloc|_int_|cfree)/],
  ['copying bytes (memcpy, memmove)', /^__mem(cpy|move)/],
  ['cloning and dropping the shop state per request', /AppState|CourierConfig|drop_in_place<api::runtime::state/],
  ['serde_json', /serde_json/],
  ['ETags', /etag/i],
  ['the orders handler and its rules', /api::routes::orders|api::sales|shared::/],
  ['the listing handler', /api::routes::tools|api::store::listing_cache/],
  ["the shop's own middleware", /api::http::middleware/],
  ['tracing', /tower_http::trace|tracing_subscriber|tracing_core|tracing::/],
  ['compression (deciding not to, here)', /tower_http::compression|async_compression|flate2/],
  ['hyper: HTTP/1 parsing and writing', /hyper/],
  ['axum and tower: routing, layers', /axum|tower/],
  ['tokio: tasks, timers, waking', /tokio/],
];
const OTHER = 'the rest';

/** perf samples `pid` while `load` runs; the folded stacks, and the flame graph written as `name`. */
async function profile(pid, name, load) {
  const data = join(work, `${name}.perf`);
  const perf = execFileAsync('perf', ['record', '-F', '299', '--call-graph', 'dwarf,32768', '-p', String(pid), '-o', data, '--', 'sleep', String(SECONDS)]);
  const loaded = await load();
  await perf;
  const script = execFileSync('perf', ['script', '-i', data], { maxBuffer: 1 << 30 });
  // `--all` marks the kernel's frames `_[k]`.
  const folded = execFileSync('inferno-collapse-perf', ['--all'], { input: script, maxBuffer: 1 << 30 }).toString();
  const svg = execFileSync('inferno-flamegraph', ['--title', `${name} (${SECONDS} s, ${loaded})`, '--width', '1200', '--minwidth', '3'], { input: folded, maxBuffer: 1 << 30 });
  writeFileSync(join(out, `profile-${name}.svg`), svg);
  writeFileSync(join(out, `profile-${name}.folded`), folded);
  return folded;
}

function execFileAsync(command, args) {
  return new Promise((done, fail) => execFile(command, args, { maxBuffer: 1 << 30 }, (error) => (error ? fail(error) : done())));
}

/** The share of the samples each layer has, in per cent, by layer (and the rest). */
function shares(folded) {
  let total = 0;
  const counts = new Map([...LAYERS.map(([name]) => [name, 0]), [OTHER, 0]]);
  for (const line of folded.split('\n')) {
    const at = line.lastIndexOf(' ');
    if (at < 0) continue;
    const frames = line.slice(0, at).split(';').reverse();
    const samples = Number(line.slice(at + 1));
    total += samples;
    const layer = frames.map((frame) => LAYERS.find(([, pattern]) => pattern.test(frame))).find(Boolean);
    const name = layer ? layer[0] : OTHER;
    counts.set(name, counts.get(name) + samples);
  }
  return new Map([...counts].map(([name, count]) => [name, (100 * count) / total]));
}

const dataDir = join(work, 'data');
mkdirSync(dataDir);
const shop = await startShop({ dataDir, keep: true });
say(`filling the shop with ${TOOLS} tools and ${BUYERS} buyers`);
const { buyers } = await fillShop(shop, { tools: TOOLS, buyers: BUYERS });
const tools = await (await fetch(`${shop.url}/api/tools`)).json();
const target = tools.find((tool) => tool.availableQuantity >= 4_000_000_000 - 1);

say('profiling the listing');
const listing = await profile(shop.pid, 'listing', async () => {
  const result = await wrkAsync(`${shop.url}/api/tools`, { seconds: SECONDS + 1 });
  return `${result.rps.toFixed(0)} req/s`;
});
say('profiling the orders');
const orders = await profile(shop.pid, 'orders', async () => {
  const result = await wrkAsync(`${shop.url}/api/orders`, { connections: BUYERS, seconds: SECONDS + 1, script: ordersScript(work, buyers, target._id) });
  return `${result.rps.toFixed(0)} orders/s`;
});
await shop.stop();

const [a, b] = [shares(listing), shares(orders)];
const rows = [...a.keys()].map((name) => `| ${name} | ${a.get(name).toFixed(1)} % | ${b.get(name).toFixed(1)} % |`);
console.log(`| where the time goes | GET /api/tools | POST /api/orders |\n|---|---|---|\n${rows.join('\n')}`);
rmSync(work, { recursive: true, force: true });
