/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import wasm from 'vite-plugin-wasm';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The first paint and the first render, sooner. The stylesheet moves from the head to the end
 * of the body, so the shell above it (styled inline in index.html) paints without waiting for
 * it, while the scripts, which run only once the whole document is parsed, still find it
 * loaded. The wasm module, which the first render awaits, is preloaded with the scripts rather
 * than requested once they have run.
 */
function fastFirstLoad(): Plugin {
  return {
    name: 'fast-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
        if (stylesheet) html = html.replace(stylesheet, '').replace('</body>', `${stylesheet}\n  </body>`);
        const module = Object.keys(context.bundle ?? {}).find((file) => file.endsWith('.wasm'));
        if (!module) return html;
        const preload = `<link rel="preload" href="/${module}" as="fetch" type="application/wasm" crossorigin>`;
        return html.replace('</head>', `  ${preload}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), wasm(), fastFirstLoad()],
  resolve: {
    alias: {
      '@': here('./src'),
      // The wasm tests live beside the crate (wasm/tests) and import the package by name.
      'shop-wasm': here('../wasm/pkg'),
    },
  },
  build: {
    target: 'esnext',
    // Fonts stay files: the shop's Content-Security-Policy loads fonts from 'self', not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    // `just dev`: Vite serves the UI with hot reload and hands /api to the Rust server.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', '../wasm/tests/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['shop-wasm'] } },
  },
});
