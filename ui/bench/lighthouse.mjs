// `just lighthouse`: Lighthouse (mobile emulation, Debian Chromium) on / and /all-products of
// the release binary, in English and in Bangla (a browser whose language is bn-BD, so the shop
// opens in Bangla with `lang="bn"`); scores for performance, accessibility and best practices,
// each to reach 95. Adds them to target/bench/report.md (after `just bench`, or on their own).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startShop } from '../e2e/harness.mjs';

const LIGHTHOUSE = join(root, 'tools/lighthouse/node_modules/.bin/lighthouse');
const PAGES = ['/', '/all-products'];
/** The browser's language for each run: the shop's first visit follows it. */
const LANGUAGES = ['en-GB', 'bn-BD'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGET = 95;
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const out = join(root, 'target/bench');
mkdirSync(out, { recursive: true });
const shop = await startShop();
const rows = [];
let allMet = true;
try {
  for (const language of LANGUAGES)
  for (const page of PAGES) {
    const file = join(out, `lighthouse-${page === '/' ? 'home' : page.slice(1)}-${language}.json`);
    execFileSync(
      LIGHTHOUSE,
      [`${shop.url}${page}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${file}`, `--chrome-flags=${FLAGS} --lang=${language}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const scores = CATEGORIES.map((category) => Math.round(report.categories[category].score * 100));
    allMet &&= scores.every((score) => score >= TARGET);
    rows.push(`| ${page} (${language}) | ${scores.join(' | ')} |`);
    const failing = Object.values(report.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) console.error(`lighthouse ${page} ${language}: ${audit.id}: ${audit.title}`);
  }
} finally {
  await shop.stop();
}
const table = `
## Lighthouse (mobile emulation; target ≥ ${TARGET} each: ${allMet ? 'met' : '**missed**'})

| page | performance | accessibility | best practices |
|---|---|---|---|
${rows.join('\n')}
`;
const report = join(out, 'report.md');
if (!existsSync(report)) appendFileSync(report, '# Benchmark report\n');
appendFileSync(report, table);
console.log(table);
