/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), wasm()],
  resolve: {
    alias: {
      '@': here('./src'),
      // The wasm tests live beside the crate (wasm/tests) and import the package by name.
      'shop-wasm': here('../wasm/pkg'),
    },
  },
  build: { target: 'esnext' },
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
