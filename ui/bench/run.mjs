// `just bench`: the release binary against the practical limits of this machine, side by side
// in one run. Writes target/bench/report.md and prints it. Run by hand, never in CI.
//
// - read path: GET /api/tools (200 tools) with wrk at 64 connections, alternating rounds with
//   nginx serving the byte-identical JSON from a file; also GET /api/tools/{id} and the home page
// - write path: POST /api/orders from 50 signed-in buyers, then a check that orders and stock
//   add up; beside it the raw SQLite rate of the same transaction (api/examples/raw_orders.rs)
// - peak RSS (VmHWM) and cold start (process start to the first 200 from /api/health)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binary, freePort, root, startShop } from '../e2e/harness.mjs';
import { CONNECTIONS, fillShop, median, ordersScript, peakRss, retryDeadSockets, say, SECONDS, wrk } from './measure.mjs';

const ROUNDS = 3;
const BUYERS = 50;
const TOOLS = 200;
const work = mkdtempSync(join(tmpdir(), 'shop-bench-'));
// The bench signs up its 50 buyers from one address.
process.env.SHOP_FORM_LIMIT_PER_MINUTE = '100000';
// Each buyer places thousands of unpaid orders of the same tool.
process.env.SHOP_MAX_UNPAID_ORDERS = '100000000';
process.env.SHOP_MAX_UNPAID_SHARE = '100';

retryDeadSockets();

/** nginx on another loopback port serving `dir`, one worker per core, no access log. */
async function startNginx(dir) {
  const port = await freePort();
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto; daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; default_type application/json; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files $uri =404; } } }\n`,
  );
  const nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-c', conf, '-p', work], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/tools.json`)).ok) break;
    } catch {
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => nginx.kill('SIGQUIT') };
}

/** Milliseconds from spawning the binary to the first 200 from /api/health. */
async function coldStart(dataDir) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir], { stdio: 'ignore', env: { ...process.env, RUST_LOG: 'error' } });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  return ms;
}

const dataDir = join(work, 'data');
mkdirSync(dataDir);
const shop = await startShop({ dataDir, keep: true });
say(`filling the shop with ${TOOLS} tools and ${BUYERS} buyers`);
const { admin, buyers } = await fillShop(shop, { tools: TOOLS, buyers: BUYERS });
const tools = await (await fetch(`${shop.url}/api/tools`)).json();
const listing = await (await fetch(`${shop.url}/api/tools`)).arrayBuffer();
const staticDir = join(work, 'static');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'tools.json'), Buffer.from(listing));
const nginx = await startNginx(staticDir);
const fromNginx = Buffer.from(await (await fetch(`${nginx.url}/tools.json`)).arrayBuffer());
if (!fromNginx.equals(Buffer.from(listing))) throw new Error('nginx does not serve the same bytes');

say('read path, alternating rounds');
const shopRounds = [];
const nginxRounds = [];
for (let round = 0; round < ROUNDS; round++) {
  shopRounds.push(wrk(`${shop.url}/api/tools`));
  nginxRounds.push(wrk(`${nginx.url}/tools.json`));
}
nginx.stop();
const pick = (rounds) => ({ rps: median(rounds.map((r) => r.rps)), p50: median(rounds.map((r) => r.p50)), p99: median(rounds.map((r) => r.p99)) });
const shopRead = pick(shopRounds);
const nginxRead = pick(nginxRounds);
const oneTool = wrk(`${shop.url}/api/tools/${tools[0]._id}`);
const homePage = wrk(`${shop.url}/`);

say('write path');
const target = tools.find((tool) => tool.availableQuantity >= 4_000_000_000 - 1);
const before = (await (await fetch(`${shop.url}/api/tools/${target._id}`)).json()).availableQuantity;
const luaFile = ordersScript(work, buyers, target._id);
const writes = wrk(`${shop.url}/api/orders`, { connections: BUYERS, script: luaFile });
await new Promise((wait) => setTimeout(wait, 500));
const after = (await (await fetch(`${shop.url}/api/tools/${target._id}`)).json()).availableQuantity;
const orders = (await admin('GET', '/orders')).filter((order) => order.toolId === target._id).length;
const addsUp = before - after === orders && orders >= writes.requests - writes.failed;
const rss = peakRss(shop.pid);
await shop.stop();

say('raw SQLite rate');
const raw = JSON.parse(execFileSync(join(root, 'target/release/examples/raw_orders'), ['20000']).toString());

say('cold start');
const starts = [];
for (let i = 0; i < 5; i++) starts.push(await coldStart(dataDir));
const cold = median(starts);

const ratio = (a, b) => (a / b).toFixed(2);
const verdict = (ok) => (ok ? 'met' : '**missed**');
const readRatio = shopRead.rps / nginxRead.rps;
const report = `# Benchmark report

${new Date().toISOString()} on ${execFileSync('nproc').toString().trim()} cores; wrk ${CONNECTIONS} connections, ${SECONDS} s per round, median of ${ROUNDS} alternating rounds.

| measure | shop | limit | ratio | target | |
|---|---|---|---|---|---|
| GET /api/tools (${TOOLS} tools, ${(listing.byteLength / 1024).toFixed(0)} KB) req/s | ${shopRead.rps.toFixed(0)} | nginx ${nginxRead.rps.toFixed(0)} | ${readRatio.toFixed(2)} | ≥ 0.5 × nginx | ${verdict(readRatio >= 0.5)} |
| GET /api/tools p50 / p99 (ms) | ${shopRead.p50.toFixed(2)} / ${shopRead.p99.toFixed(2)} | nginx ${nginxRead.p50.toFixed(2)} / ${nginxRead.p99.toFixed(2)} | p99 ${ratio(shopRead.p99, nginxRead.p99)} | p99 ≤ 2 × nginx | ${verdict(shopRead.p99 <= 2 * nginxRead.p99)} |
| GET /api/tools/{id} req/s, p99 (ms) | ${oneTool.rps.toFixed(0)}, ${oneTool.p99.toFixed(2)} | | | | |
| GET / (home page HTML) req/s, p99 (ms) | ${homePage.rps.toFixed(0)}, ${homePage.p99.toFixed(2)} | | | | |
| POST /api/orders from ${BUYERS} buyers, orders/s | ${writes.rps.toFixed(0)} (p99 ${writes.p99.toFixed(2)} ms, ${writes.failed} refused) | raw SQLite ${raw.per_second} | ${ratio(writes.rps, raw.per_second)} | ≥ 2,000/s and ≥ 0.3 × raw | ${verdict(writes.rps >= 2000 && writes.rps >= 0.3 * raw.per_second)} |
| orders and stock add up | ${orders} orders, stock ${before} → ${after} | | | exact | ${verdict(addsUp)} |
| peak RSS (MB) | ${rss.toFixed(1)} | | | ≤ 64 | ${verdict(rss <= 64)} |
| cold start to first 200 (ms, median of 5) | ${cold.toFixed(0)} | | | ≤ 200 | ${verdict(cold <= 200)} |
`;
mkdirSync(join(root, 'target/bench'), { recursive: true });
writeFileSync(join(root, 'target/bench/report.md'), report);
console.log(report);
rmSync(work, { recursive: true, force: true });
