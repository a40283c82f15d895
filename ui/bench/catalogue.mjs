// `just bench`, finding a part: 100,000 tools in 500 categories with 8 specifications each
// (api/examples/scale_fill.rs, then catalogue_fill.rs), wrk at 16 connections.
//
// - a category's page: its first 12 tools, and its filters with counts (`/tools/facets`), of a
//   random category (a fifth of the catalogue's tools under a top one, 250 at the bottom); and
//   the page as the server draws it (`/category/bench-NNN`), plain (kept) and narrowed to the
//   tools in stock (drawn each time)
// - a search with its filters: `q=Model 0NNN`, a hundred tools, a different one each request
// - a part number typed into the search: `partNumber=PM-0NNNNN`
// - peak RSS after that load
// - the same requests on PostgreSQL, the shop copied into a cluster of the bench's own by
//   `shop migrate-to` (ui/bench/postgres.mjs)
// - the bulk import on each engine: the whole catalogue exported and checked back (100,000
//   rows, nothing to change), the category tree the same, and a stock take of every tool
//   checked and applied
// Appends to target/bench/report.md. `--requests-only` leaves the imports out, for working on
// the requests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binary, root, startShop } from '../e2e/harness.mjs';
import { appendReport, peakRss, randomGets, retryDeadSockets, say, wrk } from './measure.mjs';
import { startPostgres } from './postgres.mjs';

const TOOLS = 100_000;
const REQUESTS_ONLY = process.argv.includes('--requests-only');
const CONNECTIONS = 16;
const SECONDS = 8;
const work = mkdtempSync(join(tmpdir(), 'shop-catalogue-'));
retryDeadSockets();

const bench = (url, options = {}) => wrk(url, { connections: CONNECTIONS, seconds: SECONDS, ...options });
const scripts = {
  categoryPage: randomGets(work, 'category-page', `string.format("/api/tools?category=bench-%03d&limit=12", n)`),
  categoryFacets: randomGets(work, 'category-facets', `string.format("/api/tools/facets?category=bench-%03d", n)`),
  categoryHtml: randomGets(work, 'category-html', `string.format("/category/bench-%03d", n)`),
  categoryHtmlFiltered: randomGets(work, 'category-html-filtered', `string.format("/category/bench-%03d?inStock=true", n)`),
  searchFacets: randomGets(work, 'search-facets', `string.format("/api/tools/facets?q=Model%%20%04d", n)`),
  searchPage: randomGets(work, 'search-page', `string.format("/api/tools?q=Model%%20%04d&limit=12", n)`),
  partNumber: randomGets(work, 'part-number', `string.format("/api/tools?partNumber=PM-%06d", n)`),
};

const dataDir = join(work, 'shop');
mkdirSync(dataDir);
await (await startShop({ dataDir, keep: true })).stop(); // migrations and the seed
say(`growing the shop to ${TOOLS} tools in 500 categories`);
execFileSync(join(root, 'target/release/examples/scale_fill'), [dataDir, String(TOOLS), '0'], { stdio: ['ignore', 'ignore', 'inherit'] });
execFileSync(join(root, 'target/release/examples/catalogue_fill'), [dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
// The shop works out 100,000 tools' search words as it starts.
const started = performance.now();
const shop = await startShop({ dataDir, keep: true, startSeconds: 600 });
const startup = (performance.now() - started) / 1000;
// The start works through every tool: its own peak, before any request, tells the two apart.
const startRss = peakRss(shop.pid);

// A shop in service has drawn each category's page and filters before, and keeps them until
// the catalogue changes: the first drawing of each (and of the HTML pages, plain and narrowed,
// whose answers are then kept) is timed here, then wrk measures them as the shop serves them
// from then on. (A search is too varied to keep: wrk measures it cold.)
const sorted = (values) => [...values].sort((a, b) => a - b);
const coldCell = (values) => `median ${sorted(values)[values.length >> 1].toFixed(1)} ms, slowest ${sorted(values).at(-1).toFixed(1)} ms`;

/** Every request measured against `shop`: the first drawings, then wrk's rows. */
async function requests(shop) {
  const cold = { page: [], facets: [], html: [], narrowed: [] };
  for (let n = 1; n <= 500; n += 1) {
    const slug = `bench-${String(n).padStart(3, '0')}`;
    const asked = [
      ['page', `/api/tools?category=${slug}&limit=12`],
      ['facets', `/api/tools/facets?category=${slug}`],
      // The drawn pages' own requests (the UI's order of parameters), then their drawing.
      ['html', `/category/${slug}`],
      ['narrowed', `/category/${slug}?inStock=true`],
    ];
    for (const [kind, path] of asked) {
      const begun = performance.now();
      await (await fetch(`${shop.url}${path}`)).arrayBuffer();
      cold[kind].push(performance.now() - begun);
    }
  }
  const categories = { env: { LOW: '1', HIGH: '500' } };
  return {
    cold,
    categoryPage: bench(`${shop.url}/api/tools`, { script: scripts.categoryPage, ...categories }),
    categoryFacets: bench(`${shop.url}/api/tools`, { script: scripts.categoryFacets, ...categories }),
    categoryHtml: bench(`${shop.url}/`, { script: scripts.categoryHtml, ...categories }),
    categoryHtmlFiltered: bench(`${shop.url}/`, { script: scripts.categoryHtmlFiltered, ...categories }),
    searchPage: bench(`${shop.url}/api/tools`, { script: scripts.searchPage, env: { LOW: '0', HIGH: '999' } }),
    searchFacets: bench(`${shop.url}/api/tools`, { script: scripts.searchFacets, env: { LOW: '0', HIGH: '999' } }),
    partNumber: bench(`${shop.url}/api/tools`, { script: scripts.partNumber, env: { LOW: '18', HIGH: String(TOOLS) } }),
  };
}

const rows = await requests(shop);
const rss = peakRss(shop.pid);

/** Sends `body` as a catalogue file to `shop` and follows the import to its end; seconds and report. */
async function imported(shop, auth, body, apply) {
  const begun = performance.now();
  let status = await (await fetch(`${shop.url}/api/imports?name=bench.csv`, { method: 'POST', headers: auth, body })).json();
  const follow = async (stage) => {
    while (status.stage === stage) {
      await new Promise((wait) => setTimeout(wait, 200));
      status = await (await fetch(`${shop.url}/api/imports/${status.id}`, { headers: auth })).json();
    }
  };
  await follow('checking');
  const checked = (performance.now() - begun) / 1000;
  if (!apply) return { checked, status };
  const applying = performance.now();
  status = await (await fetch(`${shop.url}/api/imports/${status.id}/apply`, { method: 'POST', headers: auth })).json();
  await follow('applying');
  return { checked, applied: (performance.now() - applying) / 1000, status };
}

/**
 * The bulk work on `shop`: the whole catalogue exported and checked back, the category tree
 * the same, and a stock take of every tool (its counts `base` + 0..96, so each engine's take
 * changes every tool) checked and applied; then the shop's peak RSS.
 */
async function imports(shop, base) {
  const login = await fetch(`${shop.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'Admin@12345' }),
  });
  const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };
  say('exporting the catalogue and checking it back');
  const begun = performance.now();
  const exported = await (await fetch(`${shop.url}/api/exports/catalogue`, { headers: auth })).text();
  const exportSeconds = (performance.now() - begun) / 1000;
  const roundTrip = await imported(shop, auth, exported, false);
  say('exporting the category tree and checking it back');
  const tree = await (await fetch(`${shop.url}/api/exports/categories`, { headers: auth })).text();
  const treeTrip = await imported(shop, auth, tree, false);
  say('a stock take of every tool');
  const stockTake = ['part number,in stock', ...Array.from({ length: TOOLS - 17 }, (_, i) => `PM-${String(i + 18).padStart(6, '0')},${base + (i % 97)}`)].join('\n');
  const take = await imported(shop, auth, stockTake, true);
  return { exportBytes: exported.length, exportSeconds, roundTrip, treeTrip, take, rss: peakRss(shop.pid) };
}

/** The same requests on PostgreSQL: the shop as it stands copied into a cluster of its own. */
async function onPostgres() {
  const postgres = await startPostgres();
  const url = postgres.createDatabase('shop');
  say('copying the shop into PostgreSQL (shop migrate-to)');
  execFileSync(binary, ['migrate-to', '--database-url', url, '--data-dir', dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  say('the same requests on PostgreSQL');
  const pgShop = await startShop({ dataDir, keep: true, startSeconds: 600, env: { SHOP_DATABASE_URL: url } });
  const measured = await requests(pgShop);
  const rss = peakRss(pgShop.pid);
  const bulk = REQUESTS_ONLY ? null : await imports(pgShop, 700);
  await pgShop.stop();
  await postgres.stop();
  return { ...measured, rss, bulk };
}

if (REQUESTS_ONLY) {
  await shop.stop();
  const pg = await onPostgres();
  const colds = (cold) => Object.fromEntries(Object.entries(cold).map(([kind, values]) => [kind, coldCell(values)]));
  const { cold: sqliteCold, ...sqliteRows } = rows;
  const { cold: pgCold, ...pgRows } = pg;
  console.log(sqliteRows, { rss, startRss, startup, ...colds(sqliteCold) }, pgRows, colds(pgCold));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

const bulk = await imports(shop, 500);
await shop.stop();
const pg = await onPostgres();

const verdict = (ok) => (ok ? 'met' : '**missed**');
const cell = (result) => `${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms${result.failed ? ` (${result.failed} failed)` : ''}`;
const row = (label, key, target, limit) =>
  `| ${label} | ${cell(rows[key])} | ${cell(pg[key])} | ${target} | ${limit === undefined ? '' : `${verdict(rows[key].p99 <= limit)}; ${verdict(pg[key].p99 <= limit)}`} |`;
const report = `
## Finding a part (${TOOLS.toLocaleString('en')} tools, 500 categories, 8 specifications each; wrk ${CONNECTIONS} connections, ${SECONDS} s each)

| request | SQLite | PostgreSQL | target | SQLite; PostgreSQL |
|---|---|---|---|---|
| a category's page and filters, each drawn the first time (one at a time) | page ${coldCell(rows.cold.page)}; filters ${coldCell(rows.cold.facets)} | page ${coldCell(pg.cold.page)}; filters ${coldCell(pg.cold.facets)} | | |
| a category's HTML page, plain and narrowed, drawn the first time | ${coldCell(rows.cold.html)}; ${coldCell(rows.cold.narrowed)} | ${coldCell(pg.cold.html)}; ${coldCell(pg.cold.narrowed)} | | |
${row("a category's page, first 12 tools (`category=bench-NNN&limit=12`), kept", 'categoryPage', 'p99 ≤ 15 ms', 15)}
${row("a category's filters with counts (`facets?category=bench-NNN`), kept", 'categoryFacets', 'p99 ≤ 15 ms', 15)}
${row("a category's page as the server draws it (`/category/bench-NNN`), its answers kept", 'categoryHtml', 'p99 ≤ 15 ms', 15)}
${row('the same narrowed to the tools in stock (`?inStock=true`)', 'categoryHtmlFiltered', 'p99 ≤ 15 ms', 15)}
${row('a search, first 12 tools (`q=Model 0NNN`, 100 tools)', 'searchPage', 'p99 ≤ 20 ms', 20)}
${row("a search's filters with counts (`facets?q=Model 0NNN`)", 'searchFacets', 'p99 ≤ 20 ms', 20)}
${row('a part number (`partNumber=PM-0NNNNN`)', 'partNumber', 'p99 ≤ 5 ms', 5)}
| peak RSS after that load | ${rss.toFixed(1)} MB | ${pg.rss.toFixed(1)} MB | ≤ 64 MB | ${verdict(rss <= 64)}; ${verdict(pg.rss <= 64)} |
| starting, with every tool's search words to work out | ${startup.toFixed(1)} s, peak RSS ${startRss.toFixed(1)} MB | | | |
| the catalogue exported as CSV | ${(bulk.exportBytes / 1e6).toFixed(1)} MB in ${bulk.exportSeconds.toFixed(1)} s | ${(pg.bulk.exportBytes / 1e6).toFixed(1)} MB in ${pg.bulk.exportSeconds.toFixed(1)} s | | |
| the export checked back (${bulk.roundTrip.status.rows} rows; unchanged ${bulk.roundTrip.status.unchanged}, ${pg.bulk.roundTrip.status.unchanged}; problems ${bulk.roundTrip.status.errorCount}, ${pg.bulk.roundTrip.status.errorCount}) | ${bulk.roundTrip.checked.toFixed(1)} s | ${pg.bulk.roundTrip.checked.toFixed(1)} s | ≤ 60 s | ${verdict(bulk.roundTrip.checked <= 60)}; ${verdict(pg.bulk.roundTrip.checked <= 60)} |
| the category tree exported and checked back (${bulk.treeTrip.status.rows} rows; unchanged ${bulk.treeTrip.status.unchanged}, ${pg.bulk.treeTrip.status.unchanged}) | ${bulk.treeTrip.checked.toFixed(1)} s | ${pg.bulk.treeTrip.checked.toFixed(1)} s | | |
| a stock take of every tool, checked (${bulk.take.status.updated}, ${pg.bulk.take.status.updated} to change) | ${bulk.take.checked.toFixed(1)} s | ${pg.bulk.take.checked.toFixed(1)} s | | |
| the stock take applied, one transaction | ${bulk.take.applied.toFixed(1)} s (${bulk.take.status.stage}) | ${pg.bulk.take.applied.toFixed(1)} s (${pg.bulk.take.status.stage}) | ≤ 60 s | ${verdict(bulk.take.applied <= 60 && bulk.take.status.stage === 'applied')}; ${verdict(pg.bulk.take.applied <= 60 && pg.bulk.take.status.stage === 'applied')} |
| peak RSS after the imports | ${bulk.rss.toFixed(1)} MB | ${pg.bulk.rss.toFixed(1)} MB | | |
`;
appendReport(root, report);
rmSync(work, { recursive: true, force: true });
