// Schema fuzzing: Schemathesis generates requests from /api/openapi.json (valid and
// invalid ones) against the shop's binary, once anonymous, once as a buyer and once as an
// admin. Every answer must be below 500 and match the document: its status, content type,
// headers and body schema. Schemathesis's own summary is printed for each session.
//
// Half the time a path or body that names a record gets a real one (the shop's tools, the demo
// buyer's orders, the demo accounts, stored pictures), so the fuzzing reaches past the 404s.
//
// A signed-in run fuzzes only the operations its role may call (the authorization matrix in
// api/tests holds every refusal), and never "sign out on every device", which would end its own
// session early and leave the rest of the run answered 401: that operation has a run of its own.
// A signed-in run fails on Schemathesis' "Authentication failed" warning, so it cannot pass while
// reaching no further than the anonymous run.
//
// `positive_data_acceptance` is left out: it expects every schema-valid body to succeed, but a
// schema cannot say "a strong password", "a live link token" or "an order of yours".
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiAs, delivery, root, startShop, tokenOf } from './harness.mjs';

const SCHEMATHESIS = join(root, 'tools/schemathesis/.venv/bin/schemathesis');
const EXAMPLES = process.env.SCHEMATHESIS_EXAMPLES ?? '60';

let shop;
let workDir;
before(async () => {
  // The forms' rate limit would answer most fuzzed sign-ins with 429 (documented, but shallow).
  shop = await startShop({ env: { SHOP_FORM_LIMIT_PER_MINUTE: '1000000' } });
  workDir = mkdtempSync(join(tmpdir(), 'schemathesis-'));
  writeFileSync(join(workDir, 'schemathesis.toml'), await realRecords());
});
after(async () => {
  await shop?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Dictionaries of real records, bound to the parameters and body fields that name them. */
async function realRecords() {
  const tools = await (await fetch(`${shop.url}/api/tools`)).json();
  const buyer = await apiAs(shop.url, 'buyer@shop.test', 'Buyer@12345');
  const admin = await apiAs(shop.url, 'admin@shop.test', 'Admin@12345');
  const orders = [];
  for (const tool of tools.slice(0, 3)) {
    orders.push((await buyer('POST', '/orders', { toolId: tool._id, quantity: tool.minOrder, delivery })).insertedId);
  }
  // One order waiting, one paid, one paid, shipped and delivered (so it can be reviewed).
  for (const order of orders.slice(1)) {
    await buyer('POST', '/payments/confirm', { orderId: order, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  }
  await admin('PUT', `/orders/${orders[2]}`, { isShipped: true });
  await admin('PUT', `/orders/${orders[2]}`, { isDelivered: true });
  const accounts = ['buyer@shop.test', 'admin@shop.test'];
  const toolIds = tools.map((tool) => String(tool._id));
  const orderIds = orders.map(String);
  const pictures = tools.map((tool) => tool.toolImage.split('/').pop());
  const list = (values) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  return `
[dictionaries.accounts]
values = ${list(accounts)}
[dictionaries.records]
values = ${list([...toolIds, ...orderIds])}
[dictionaries.keys]
values = ${list([...accounts, ...orderIds])}
[dictionaries.tools]
values = ${list(toolIds)}
[dictionaries.orders]
values = ${list(orderIds)}
[dictionaries.pictures]
values = ${list(pictures)}

[parameters]
"path.email" = { dictionary = "accounts", probability = 0.5 }
"path.id" = { dictionary = "records", probability = 0.5 }
"path.key" = { dictionary = "keys", probability = 0.5 }
"path.name" = { dictionary = "pictures", probability = 0.5 }
"body.toolId" = { dictionary = "tools", probability = 0.5 }
"body.orderId" = { dictionary = "orders", probability = 0.5 }
`;
}

function fuzz(token, filters = []) {
  const args = [
    '--config-file', join(workDir, 'schemathesis.toml'),
    'run',
    `${shop.url}/api/openapi.json`,
    '--checks', 'all',
    '--exclude-checks', 'positive_data_acceptance',
    '--max-examples', EXAMPLES,
    // One worker: Hypothesis parses generator sources for its reports, and two threads doing it at
    // once can trip its own AST check ('recursion depth mismatch'), a tool error rather than a finding.
    '--workers', '1',
    '--seed', '20261123',
    // Hypothesis's health checks judge the generator's speed, which a busy CI machine can fail.
    '--suppress-health-check', 'all',
    '--no-color',
  ];
  if (token) args.push('--header', `Authorization: Bearer ${token}`);
  args.push(...filters);
  return new Promise((done, fail) => {
    // Hypothesis keeps its database in the working directory: a temporary one.
    const child = spawn(SCHEMATHESIS, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

/** The operation that ends every session of the caller. */
const END_SESSIONS = 'end_all';

/** Filters leaving out the operations `role` may not call, and the one that ends its session. */
async function callableBy(role) {
  const document = await (await fetch(`${shop.url}/api/openapi.json`)).json();
  const skipped = [END_SESSIONS];
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const roles = (operation.security ?? []).flatMap((requirement) => requirement.bearer ?? []);
      // `[]` is any signed-in account; "owner" is any account for its own records.
      const anyone = (operation.security ?? []).some((requirement) => (requirement.bearer ?? []).length === 0);
      if (!anyone && roles.length > 0 && !roles.includes(role) && !roles.includes('owner')) skipped.push(operation.operationId);
    }
  }
  assert.ok(skipped.length > 1, 'some operations belong to the other role');
  return skipped.flatMap((id) => ['--exclude-operation-id', id]);
}

/** Runs Schemathesis and holds its answers to the document; prints its summary. */
async function fuzzed(session, token, filters, { signedIn }) {
  const { code, output } = await fuzz(token, filters);
  const summary = output.slice(output.lastIndexOf('= SUMMARY ='));
  console.log(`schemathesis (${session}):\n${summary.slice(summary.indexOf('\n') + 1)}`);
  assert.equal(code, 0, output);
  assert.match(summary, /Tested: (\d+)/);
  assert.doesNotMatch(output, /Server error|ST1\d\d/);
  if (signedIn) assert.doesNotMatch(output, /Authentication failed/, summary);
}

describe('schemathesis against the shop', () => {
  // Signed in before any fuzzing: the fuzzed sign-ins with wrong passwords soon lock the demo
  // accounts against new sign-ins from this address, as the throttle should.
  const tokens = {};
  before(async () => {
    tokens.buyer = await tokenOf(shop.url, 'buyer@shop.test', 'Buyer@12345');
    tokens.admin = await tokenOf(shop.url, 'admin@shop.test', 'Admin@12345');
  });
  const me = async (token) => (await fetch(`${shop.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  test('anonymous: no 5xx, every answer as documented', { timeout: 600_000 }, async () => {
    await fuzzed('anonymous', null, [], { signedIn: false });
  });

  test('buyer: no 5xx, every answer as documented, signed in throughout', { timeout: 600_000 }, async () => {
    await fuzzed('buyer', tokens.buyer, await callableBy('buyer'), { signedIn: true });
    assert.equal(await me(tokens.buyer), 200, 'still signed in');
  });

  // Before the admin's run, which may promote or demote the buyer and so end the buyer's sessions.
  test('ending every session: as documented, and the session ends', { timeout: 600_000 }, async () => {
    assert.equal(await me(tokens.buyer), 200);
    await fuzzed('ending sessions', tokens.buyer, ['--include-operation-id', END_SESSIONS], { signedIn: false });
    assert.equal(await me(tokens.buyer), 401, 'the session ended');
  });

  test('admin: no 5xx, every answer as documented, signed in throughout', { timeout: 600_000 }, async () => {
    await fuzzed('admin', tokens.admin, await callableBy('admin'), { signedIn: true });
    assert.equal(await me(tokens.admin), 200, 'still signed in');
  });
});
