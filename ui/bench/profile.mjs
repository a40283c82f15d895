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
 * Each layer by the frames that are its own: a sample counts for a layer when any frame of
 * its stack matches. Layers nest (the handler runs inside the middleware, which runs inside
 * hyper), so the shares add up to more than 100 %.
 */
const LAYERS = [
  ['the kernel (sockets, scheduling)', /\[k\]|entry_SYSCALL|__x64_sys|do_syscall/],
  ['hyper: HTTP/1 reading and writing', /hyper::proto/],
  ['tower-http: compression', /tower_http::compression|async_compression|flate2|miniz|zlib/],
  ['tower-http: tracing', /tower_http::trace|tracing_subscriber|tracing_core/],
  ["the shop's middleware", /api::http::middleware/],
  ['the listing handler', /api::routes::tools/],
  ['the orders handler', /api::routes::orders|api::sales/],
  ['ETags (hashing a body)', /etag|blake3|sha1|sha2|xxhash|fxhash/i],
  ['serde_json', /serde_json/],
  ['sqlx', /sqlx/],
  ['SQLite itself', /sqlite3/],
  ['copying bytes (memcpy/memmove)', /memcpy|memmove/],
  ['allocation (malloc/free)', /malloc|free|realloc|_int_/],
  ['tokio (scheduling, waking)', /tokio::runtime/],
];

/** perf samples `pid` while `load` runs; the folded stacks, and the flame graph written as `name`. */
async function profile(pid, name, load) {
  const data = join(work, `${name}.perf`);
  const perf = execFileAsync('perf', ['record', '-F', '299', '--call-graph', 'dwarf,32768', '-p', String(pid), '-o', data, '--', 'sleep', String(SECONDS)]);
  const loaded = await load();
  await perf;
  const script = execFileSync('perf', ['script', '-i', data], { maxBuffer: 1 << 30 });
  const folded = execFileSync('inferno-collapse-perf', [], { input: script, maxBuffer: 1 << 30 }).toString();
  const svg = execFileSync('inferno-flamegraph', ['--title', `${name} (${SECONDS} s, ${loaded})`, '--width', '1600'], { input: folded, maxBuffer: 1 << 30 });
  writeFileSync(join(out, `profile-${name}.svg`), svg);
  writeFileSync(join(out, `profile-${name}.folded`), folded);
  return folded;
}

function execFileAsync(command, args) {
  return new Promise((done, fail) => execFile(command, args, { maxBuffer: 1 << 30 }, (error) => (error ? fail(error) : done())));
}

/** The share of the samples each layer is on the stack of. */
function shares(folded) {
  let total = 0;
  const counts = new Map(LAYERS.map(([name]) => [name, 0]));
  for (const line of folded.split('\n')) {
    const at = line.lastIndexOf(' ');
    if (at < 0) continue;
    const stack = line.slice(0, at);
    const samples = Number(line.slice(at + 1));
    total += samples;
    for (const [name, pattern] of LAYERS) {
      if (pattern.test(stack)) counts.set(name, counts.get(name) + samples);
    }
  }
  return { total, counts };
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
const rows = LAYERS.map(([name]) => `| ${name} | ${((100 * a.counts.get(name)) / a.total).toFixed(1)} % | ${((100 * b.counts.get(name)) / b.total).toFixed(1)} % |`);
console.log(`| layer on the stack | GET /api/tools (${a.total} samples) | POST /api/orders (${b.total} samples) |\n|---|---|---|\n${rows.join('\n')}`);
rmSync(work, { recursive: true, force: true });
