// What the benchmarks share: wrk's report read into numbers, a process's peak memory, the hot
// paths' shop and its order script.
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiAs, PNG } from '../e2e/harness.mjs';

export const CONNECTIONS = 64;
export const SECONDS = 8;

export const say = (text) => console.error(`bench: ${text}`);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function wrkArgs(url, { connections = CONNECTIONS, seconds = SECONDS, script } = {}) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency'];
  if (script) args.push('-s', script);
  return [...args, url];
}

/** Requests/s, p50 and p99 (ms) and the non-2xx count, from wrk's report. */
function readReport(out) {
  const ms = (label) => {
    const [, value, unit] = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out) ?? [];
    return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: ms('50'),
    p99: ms('99'),
    requests: Number(/(\d+) requests in/.exec(out)[1]),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** Runs wrk and reads its report (see `readReport`). */
export function wrk(url, options = {}) {
  const out = execFileSync('wrk', wrkArgs(url, options), { env: { ...process.env, ...options.env } }).toString();
  return readReport(out);
}

/** `wrk`, without blocking: for several at once. */
export function wrkAsync(url, options = {}) {
  return new Promise((done, fail) =>
    execFile('wrk', wrkArgs(url, options), { env: { ...process.env, ...options.env } }, (error, out) =>
      error ? fail(error) : done(readReport(out)),
    ),
  );
}

/** A wrk script in `dir`: each request a GET of `pathOf` (Lua, of `n`) for a random n between
 * the environment's LOW and HIGH. */
export function randomGets(dir, name, pathOf) {
  const file = join(dir, `${name}.lua`);
  writeFileSync(
    file,
    `local low, high = tonumber(os.getenv("LOW")), tonumber(os.getenv("HIGH"))
math.randomseed(os.time())
request = function()
  local n = math.random(low, high)
  return wrk.format("GET", ${pathOf})
end
`,
  );
  return file;
}

/** A rare word (api/examples/scale_fill.rs names its tools `Part Model 000042`: a model number
 * matches one tool) and a deep page by cursor, as `randomGets` paths. */
export const RARE_WORD = `string.format("/api/tools?q=Model%%20%06d&page=1&limit=12", n)`;
export const DEEP_PAGE = `"/api/tools?limit=12&after=" .. n`;

/** A wrk script in `dir` placing one order of `toolId` after another as the holder of `token`. */
export function placeOrders(dir, token, toolId) {
  const file = join(dir, `place-${token.slice(-12).replace(/[^A-Za-z0-9]/g, '')}.lua`);
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer ${token}"
wrk.body = '{"toolId":${toolId},"quantity":1,"delivery":{"recipient":"Bench Buyer","phone":"01712345678","address":"House 4, Road 2, Dhanmondi","district":"Dhaka"}}'
`,
  );
  return file;
}

/** Appends `report` (Markdown) to target/bench/report.md under `root`, and prints it. */
export function appendReport(root, report) {
  const out = join(root, 'target/bench');
  mkdirSync(out, { recursive: true });
  const reportFile = join(out, 'report.md');
  if (!existsSync(reportFile)) appendFileSync(reportFile, '# Benchmark report\n');
  appendFileSync(reportFile, report);
  console.log(report);
}

/** A process's peak resident memory (VmHWM), in MB. */
export function peakRss(pid) {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return kb / 1024;
}

// wrk runs block this process's event loop for seconds, so fetch's pool cannot notice the
// shop closing an idle keep-alive connection (after 10 s, as it should) and picks a dead
// socket afterwards. A request that met a socket closed before any answer is sent once more.
export function retryDeadSockets() {
  const plainFetch = globalThis.fetch;
  globalThis.fetch = async (...args) => {
    try {
      return await plainFetch(...args);
    } catch (error) {
      if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
      return plainFetch(...args);
    }
  };
}

/**
 * The read and write paths' shop: `tools` tools added through the Add Product form (the last
 * with stock for millions of orders) and `buyers` buyers signed up, verified and signed in.
 * The admin's API and the buyers' tokens.
 */
export async function fillShop(shop, { tools: TOOLS, buyers: BUYERS }) {
  const admin = await apiAs(shop.url, 'admin@shop.test', 'Admin@12345');
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'tool.png');
  const { accessToken } = await (await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@shop.test', password: 'Admin@12345' }) })).json();
  const { url: image } = await (await fetch(`${shop.url}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form })).json();
  const existing = (await (await fetch(`${shop.url}/api/tools`)).json()).length;
  for (let n = existing; n < TOOLS; n++) {
    await admin('POST', '/product', {
      toolName: `Bench Tool ${n}`,
      toolPrice: String(100 + n),
      minOrder: '1',
      availableQuantity: n === TOOLS - 1 ? '4000000000' : '1000',
      toolImage: image,
      toolDescription: `Bench tool number ${n}: a sample product whose description is long enough to satisfy the shop's minimum of 100 characters.`,
    });
  }
  const buyers = [];
  for (let n = 0; n < BUYERS; n++) {
    const email = `bench${n}@example.com`;
    const password = 'Bench@12345';
    await fetch(`${shop.url}/api/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Buyer ${n}`, email, password, confirmPassword: password, terms: true }) });
    const token = new URL(shop.link('/verify-email')).searchParams.get('token');
    await fetch(`${shop.url}/api/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const reply = await (await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json();
    buyers.push(reply.accessToken);
  }
  return { admin, buyers };
}

/** A wrk script in `dir` placing orders of `toolId`, each as the next of the buyers `tokens`. */
export function ordersScript(dir, tokens, toolId) {
  const tokensFile = join(dir, 'tokens.txt');
  writeFileSync(tokensFile, tokens.join('\n'));
  const file = join(dir, 'orders.lua');
  writeFileSync(
    file,
    `local tokens = {}
for line in io.lines("${tokensFile}") do tokens[#tokens + 1] = line end
local body = '{"toolId":${toolId},"quantity":1,"delivery":{"recipient":"Bench Buyer","phone":"01712345678","address":"House 4, Road 2, Dhanmondi","district":"Dhaka"}}'
local n = 0
request = function()
  n = n + 1
  return wrk.format("POST", "/api/orders", { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. tokens[(n % #tokens) + 1] }, body)
end
`,
  );
  return file;
}
