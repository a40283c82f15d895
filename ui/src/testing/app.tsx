import { cleanup, render } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';
import { stubBrowser } from './browser-stubs';

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
