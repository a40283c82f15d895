/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import wasm from 'vite-plugin-wasm';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The first render, sooner: the wasm module, which it awaits, is fetched with the app's
 * scripts rather than once they have run. Its address is left in the page for `src/start.ts`,
 * which preloads it when it starts them, so it does not take bandwidth from the first
 * screen's picture. (The stylesheet stays in the head: the server's drawing of the first
 * screen must not paint unstyled.)
 */
function fastFirstLoad(): Plugin {
  return {
    name: 'fast-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const module = Object.keys(context.bundle ?? {}).find((file) => file.endsWith('.wasm'));
        if (!module) return html;
        return html.replace('</head>', `  <meta name="shop-wasm" content="/${module}">\n  </head>`);
      },
    },
  };
}

/**
 * The small shared modules of every first visit, which would otherwise each be a chunk (the
 * filters' counts are a category page's alone, so they stay out).
 */
const firstVisitModules =
  /\/src\/(config\/|generated\/screens|components\/(spinner|load-error|picture|language-switch|tool-facts|tool-actions|tool-card|price-breaks)|lib\/(use-title|use-seen|use-api|first-data|api-client|auth|cart|model|tool-text|account-language)\.|features\/(home|catalogue)\/api\/(?!facets)|features\/catalogue\/components\/paged-tools|features\/cart\/api\/cart-tools)/;

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
    // Every browser the shop serves preloads modules itself (Safari since 17), so the first
    // download carries no polyfill for it.
    modulePreload: { polyfill: false },
    // Fonts stay files: the shop's Content-Security-Policy loads fonts from 'self', not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules every first visit loads (the client, the hooks, the shell's pieces):
          // one chunk instead of a dozen, each of which cost its own request and gzip framing.
          groups: [{ name: 'shell', test: firstVisitModules, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    // `just dev`: Vite serves the UI with hot reload and hands /api to the Rust server.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', '../wasm/tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    server: { deps: { inline: ['shop-wasm'] } },
  },
});
