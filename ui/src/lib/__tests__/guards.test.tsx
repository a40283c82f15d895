// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';

import { admin, buyer, fakeApi } from '@/testing/fake-api';
import { stubBrowser } from '@/testing/browser-stubs';
import { words } from '@/lib/i18n';

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>,
  );
  return router;
}

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('send a visitor to /login, remembering the page', async () => {
    const router = visit('/dashboard/my-profile');

    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state.from.pathname).toBe('/dashboard/my-profile');
  });

  it('send an admin away from a buyer page with the spec message', async () => {
    localStorage.setItem(TOKEN_KEY, 'admin-token');
    fakeApi({ '/me': () => ({ status: 200, body: admin }) });

    const router = visit('/dashboard/my-orders');

    expect(await screen.findByText(words.YOU_ARE_AN_ADMIN)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sign out a buyer who opens an admin page and send them to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'buyer-token');
    const calls = fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/admin/buyer%40shop.test': () => ({ status: 200, body: { admin: false, role: 'user' } }),
    });

    const router = visit('/dashboard/manage-orders');

    await screen.findByRole('heading', { name: 'Login' });
    expect(calls).toContain('GET /admin/buyer%40shop.test');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.state.from.pathname).toBe('/dashboard/manage-orders');
  });

  it('let an admin in once the server confirms', async () => {
    localStorage.setItem(TOKEN_KEY, 'admin-token');
    fakeApi({
      '/me': () => ({ status: 200, body: admin }),
      '/admin/admin%40shop.test': () => ({ status: 200, body: { admin: true, role: 'admin' } }),
    });

    visit('/dashboard/manage-orders');

    expect(await screen.findByRole('heading', { name: 'Manage The Orders' })).toBeTruthy();
  });

  it('show each role its own sidebar sections', async () => {
    localStorage.setItem(TOKEN_KEY, 'buyer-token');
    fakeApi({ '/me': () => ({ status: 200, body: buyer }) });

    visit('/dashboard');

    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome To Your Dashboard' })).toBeTruthy();
    expect(sidebar.textContent).toContain('My Orders');
    expect(sidebar.textContent).toContain('Add Review');
    expect(sidebar.textContent).not.toContain('Manage Orders');
  });

  it('drop a token the server no longer accepts', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale-token');
    fakeApi({ '/me': () => ({ status: 401, body: { error: { message: words.SESSION_EXPIRED } } }) });

    visit('/dashboard');

    await screen.findByRole('heading', { name: 'Login' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
