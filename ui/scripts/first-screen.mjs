// After `vite build`: renders the catalogue's first screens into templates the server fills
// (dist/first-screen.json, read by api/src/web/first_screen), with the very components the
// browser runs, through Vite's own module loader (the wasm rules included).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ui = fileURLToPath(new URL('..', import.meta.url));

/** The browser's storage, empty: the pages are drawn for a visitor. */
const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
};

const vite = await createServer({ root: ui, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
try {
  const { firstScreenTemplates } = await vite.ssrLoadModule('/src/app/first-screen-templates.tsx');
  writeFileSync(`${ui}/dist/first-screen.json`, JSON.stringify(await firstScreenTemplates()));
} finally {
  await vite.close();
}
