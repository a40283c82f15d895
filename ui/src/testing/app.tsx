import { cleanup, render } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';
import { stubBrowser } from './browser-stubs';
import { fakeApi } from './fake-api';

/**
 * The set-up every whole-app test needs: jsdom's gaps filled, the stored access token (if the
 * test runs signed in) and a clean slate afterwards.
 */
export function setUpAppTests(token?: string) {
  beforeEach(() => {
    stubBrowser();
    localStorage.clear();
    if (token) localStorage.setItem(TOKEN_KEY, token);
  });
  afterEach(() => {
    cleanup();
    // The toast store outlives the render: a toast of one test must not answer the next.
    toast.remove();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The whole app at `path`, with the session provider and the toaster, as main.tsx mounts it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>,
  );
  return router;
}

export type Handlers = Parameters<typeof fakeApi>[0];

/**
 * The whole app at `path` over a fake API of `handlers`, recording what each call sent: `sent`
 * maps `METHOD route` to the bodies (parsed JSON), `calls` lists every request in order.
 */
export function visitRecording(path: string, handlers: Handlers) {
  const sent: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([route, handler]) => [
      route,
      (init: RequestInit | undefined) => {
        (sent[`${init?.method ?? 'GET'} ${route}`] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
        return handler(init);
      },
    ]),
  );
  const calls = fakeApi(recorded);
  const router = renderApp(path);
  return { sent, calls, router };
}
