// `just bench`, engines section: the same shop on SQLite and on PostgreSQL, side by side in
// one run on one machine. The shop is grown to 100,000 tools and 100,000 orders by
// api/examples/scale_fill.rs, then copied into a PostgreSQL cluster of the bench's own by
// `shop migrate-to`, so both engines answer from the same rows. Appends to
// target/bench/report.md.
//
// - reads, wrk at 16 connections: the first catalogue page (as the home page asks), a deep
//   page by cursor, a rare word (`q=Model 0NNNNN`, a different model each request) and one tool
// - placing orders (one buyer, 16 connections) against each engine's raw rate of the same
//   transaction (api/examples/raw_orders.rs, on SQLite and on the cluster)
// - two shop processes on the PostgreSQL database at once (8 connections each) against one
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binary, root, startShop } from '../e2e/harness.mjs';
import { appendReport, DEEP_PAGE, placeOrders, RARE_WORD, randomGets, retryDeadSockets, say, wrk, wrkAsync } from './measure.mjs';
import { startPostgres } from './postgres.mjs';

const TOOLS = 100_000;
const ORDERS = 100_000;
const CONNECTIONS = 16;
const SECONDS = 8;
const work = mkdtempSync(join(tmpdir(), 'shop-engines-'));
retryDeadSockets();
// As in scale.mjs: the generated orders must not be swept mid-run, and one buyer places
// thousands of orders of one tool.
const env = { SHOP_UNPAID_ORDER_HOURS: '1000000', SHOP_MAX_UNPAID_ORDERS: '100000000', SHOP_MAX_UNPAID_SHARE: '100' };
const bench = (url, options = {}) => wrk(url, { connections: CONNECTIONS, seconds: SECONDS, ...options });

const rareWord = randomGets(work, 'rare-word', RARE_WORD);
const deepPage = randomGets(work, 'deep-page', DEEP_PAGE);

async function placing(shop) {
  const reply = await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'buyer@shop.test', password: 'Buyer@12345' }) });
  const { accessToken } = await reply.json();
  const [newest] = await (await fetch(`${shop.url}/api/tools?limit=1`)).json();
  return placeOrders(work, accessToken, newest._id);
}

async function measure(shop) {
  const [newest] = await (await fetch(`${shop.url}/api/tools?limit=1`)).json();
  const ids = { LOW: String(TOOLS / 2 + 1), HIGH: String(TOOLS) };
  return {
    firstPage: bench(`${shop.url}/api/tools?limit=12`),
    deepPage: bench(`${shop.url}/api/tools`, { script: deepPage, env: { LOW: '20', HIGH: String(TOOLS) } }),
    rareWord: bench(`${shop.url}/api/tools`, { script: rareWord, env: ids }),
    oneTool: bench(`${shop.url}/api/tools/${newest._id}`),
    place: bench(`${shop.url}/api/orders`, { script: await placing(shop) }),
  };
}

const raw = (...args) => JSON.parse(execFileSync(join(root, 'target/release/examples/raw_orders'), args).toString()).per_second;

const dataDir = join(work, 'shop');
mkdirSync(dataDir);
await (await startShop({ dataDir, keep: true, env })).stop(); // migrations and the seed
say(`growing the shop to ${TOOLS} tools and ${ORDERS} orders`);
execFileSync(join(root, 'target/release/examples/scale_fill'), [dataDir, String(TOOLS), String(ORDERS)], { stdio: ['ignore', 'ignore', 'inherit'] });
// A first start works out the new tools' search words (half a minute), so the copy has them.
await (await startShop({ dataDir, keep: true, env, startSeconds: 180 })).stop();
const postgres = await startPostgres();
const url = postgres.createDatabase('shop');
say('copying it into PostgreSQL (shop migrate-to)');
const copyStarted = performance.now();
execFileSync(binary, ['migrate-to', '--database-url', url, '--data-dir', dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
const copySeconds = (performance.now() - copyStarted) / 1000;

say('SQLite');
let shop = await startShop({ dataDir, keep: true, env });
const sqlite = await measure(shop);
await shop.stop();
sqlite.raw = raw('20000');

say('PostgreSQL');
const pgEnv = { ...env, SHOP_DATABASE_URL: url };
shop = await startShop({ dataDir, keep: true, env: pgEnv });
const pg = await measure(shop);
pg.raw = raw('5000', postgres.createDatabase('raw'));

// The one process's orders are told by mail and text (the notices worker, on the same cores)
// before the two processes start, so that each measurement carries the telling of its own
// orders only, not the thousands left from the one before.
say('waiting for the orders placed so far to be told');
for (let waited = 0; postgres.query('shop', 'SELECT (SELECT coalesce(max(id), 0) FROM order_events) > (SELECT min(done_through) FROM notice_channels)') === 't'; waited++) {
  if (waited > 600) throw new Error('the notices worker did not catch up in a minute');
  await new Promise((wait) => setTimeout(wait, 100));
}
say('two processes on PostgreSQL');
const second = await startShop({ dataDir, keep: true, env: pgEnv });
const [one, two] = await Promise.all(
  [shop, second].map(async (each) => wrkAsync(`${each.url}/api/orders`, { connections: CONNECTIONS / 2, seconds: SECONDS, script: await placing(each) })),
);
const both = one.rps + two.rps;
await second.stop();
await shop.stop();
await postgres.stop();

const verdict = (ok) => (ok ? 'met' : '**missed**');
const cell = (result) => `${result.rps.toFixed(0)}/s, p99 ${result.p99.toFixed(2)} ms${result.failed ? ` (${result.failed} failed)` : ''}`;
const readRow = (label, key) => {
  const within = pg[key].p99 <= 1.5 * sqlite[key].p99;
  return `| ${label} | ${cell(sqlite[key])} | ${cell(pg[key])} | ${(pg[key].p99 / sqlite[key].p99).toFixed(2)} | p99 ≤ 1.5 × SQLite's | ${verdict(within)} |`;
};
const report = `
## Engines: SQLite and PostgreSQL (${TOOLS.toLocaleString('en')} tools, ${ORDERS.toLocaleString('en')} orders; wrk ${CONNECTIONS} connections, ${SECONDS} s each)

PostgreSQL ${execFileSync('ls', ['/usr/lib/postgresql']).toString().trim()} on the same machine with its default durability; \`shop migrate-to\` copied the shop in ${copySeconds.toFixed(0)} s.

| request | SQLite | PostgreSQL | p99 ratio | target | |
|---|---|---|---|---|---|
${readRow('first page, `limit=12`', 'firstPage')}
${readRow('a deep page by cursor, `limit=12&after=N`', 'deepPage')}
${readRow('a rare word, `q=Model 0NNNNN&page=1&limit=12`', 'rareWord')}
${readRow('one tool, `/api/tools/{id}`', 'oneTool')}
| placing orders, one buyer | ${cell(sqlite.place)} (raw ${sqlite.raw}/s, ${(sqlite.place.rps / sqlite.raw).toFixed(2)}×) | ${cell(pg.place)} (raw ${pg.raw}/s, ${(pg.place.rps / pg.raw).toFixed(2)}×) | | PostgreSQL ≥ 0.5 × its raw rate | ${verdict(pg.place.rps >= 0.5 * pg.raw)} |
| placing orders, two processes on PostgreSQL | | ${both.toFixed(0)}/s (${one.rps.toFixed(0)} + ${two.rps.toFixed(0)}), ${(both / pg.place.rps).toFixed(2)}× one process | | ≥ 1.3 × one process | ${verdict(both >= 1.3 * pg.place.rps)} |
`;
appendReport(root, report);
rmSync(work, { recursive: true, force: true });
