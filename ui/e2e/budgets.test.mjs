// Size budgets: sizes, not times, so they belong in the test command. The first
// visit to / must load at most 150 KB of gzipped JavaScript, the wasm module must stay within
// 40 KB gzipped, and neither Firebase nor Stripe code may load when the shop does not use them.
// An English first visit downloads no Bangla text (but the tools' own names and descriptions)
// and no Bengali font; the Bangla
// catalogue is at most 20 KB gzipped and is fetched only once Bangla is chosen.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { openPage, root, useShopAndBrowser, widths } from './harness.mjs';

const KB = 1024;
const FIRST_VISIT_JS_BUDGET = 150 * KB;
const WASM_BUDGET = 40 * KB;
const BANGLA_CATALOGUE_BUDGET = 20 * KB;
/** The one Bangla word an English page carries: the switch's name for the language. */
const SWITCH_LABEL = 'বাংলা';
const BENGALI = /[\u0980-\u09FF]/;

const session = useShopAndBrowser({ before, after });

describe('size budgets', () => {
  test(`the wasm module is at most ${WASM_BUDGET / KB} KB gzipped`, () => {
    const assets = join(root, 'ui/dist/assets');
    const [wasm] = readdirSync(assets).filter((name) => name.endsWith('.wasm'));
    const gzipped = gzipSync(readFileSync(join(assets, wasm)), { level: 9 }).length;
    console.log(`wasm: ${gzipped} bytes gzipped (budget ${WASM_BUDGET})`);
    assert.ok(gzipped <= WASM_BUDGET, `${wasm} is ${gzipped} bytes gzipped`);
  });

  test(`the first visit to / loads at most ${FIRST_VISIT_JS_BUDGET / KB} KB of gzipped JavaScript`, async () => {
    const { page, close } = await openPage(session.browser, widths.phone);
    const scripts = [];
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type === 'script' || request.url().endsWith('.js')) {
        const sizes = await request.sizes();
        const encoding = (await request.response())?.headers()['content-encoding'];
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize, encoding });
      }
    });
    await page.goto(`${session.shop.url}/`, { waitUntil: 'networkidle' });
    await page.locator('#products article.tool-card').first().waitFor();
    await close();

    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`first visit JS: ${total} bytes gzipped in ${scripts.length} files (budget ${FIRST_VISIT_JS_BUDGET})`);
    assert.ok(scripts.length > 0);
    for (const script of scripts) assert.equal(script.encoding, 'gzip', `${script.url} is served compressed`);
    assert.ok(total <= FIRST_VISIT_JS_BUDGET, `${total} bytes: ${scripts.map((s) => `${s.url} ${s.bytes}`).join(', ')}`);
    const names = scripts.map((script) => script.url).join(' ');
    assert.doesNotMatch(names, /firebase|stripe|leaflet|office-map|manage-|add-product/i, 'loaded only where used');
  });

  test(`the Bangla catalogue is at most ${BANGLA_CATALOGUE_BUDGET / KB} KB gzipped`, () => {
    const assets = join(root, 'ui/dist/assets');
    const [catalogue] = readdirSync(assets).filter((name) => /^bn-.*\.js$/.test(name));
    assert.ok(catalogue, 'the Bangla catalogue is a chunk of its own');
    const gzipped = gzipSync(readFileSync(join(assets, catalogue)), { level: 9 }).length;
    console.log(`Bangla catalogue: ${gzipped} bytes gzipped (budget ${BANGLA_CATALOGUE_BUDGET})`);
    assert.ok(gzipped <= BANGLA_CATALOGUE_BUDGET, `${catalogue} is ${gzipped} bytes gzipped`);
  });

  test('an English first visit downloads no Bangla text, and choosing Bangla fetches it', async () => {
    const context = await session.browser.newContext({ viewport: widths.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${session.shop.url}/`, { waitUntil: 'networkidle' });
    await page.locator('#products article.tool-card').first().waitFor();

    const urls = responses.map((response) => response.url());
    assert.ok(!urls.some((url) => /\/bn-[^/]*\.js$/.test(url)), 'no Bangla catalogue');
    // Only the switch's own 1 KB subset, never the Bengali face itself.
    assert.deepEqual(urls.filter((url) => url.endsWith('.woff2') && !url.includes('switch')), [], 'no Bengali font');
    // The shop's own words for its tools (names and descriptions, in Bangla too where the
    // owner gave them) travel with the tools whatever the reader's language: only the
    // interface's Bangla must stay away.
    const tools = await (await fetch(`${session.shop.url}/api/tools`)).json();
    const toolWords = tools
      .flatMap((tool) => [tool.toolNameBn, tool.toolDescriptionBn, tool.toolName, tool.toolDescription])
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    for (const response of responses) {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|css|html|json/.test(type)) continue;
      const text = toolWords.reduce((rest, words) => rest.replaceAll(words, ''), (await response.text()).replaceAll(SWITCH_LABEL, ''));
      assert.doesNotMatch(text, BENGALI, `${response.url()} carries Bangla text`);
    }

    const fetched = page.waitForResponse((response) => /\/bn-[^/]*\.js$/.test(response.url()));
    await page.getByRole('button', { name: `Language: ${SWITCH_LABEL}` }).click();
    await fetched;
    await context.close();
  });
});
