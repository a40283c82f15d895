// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';

import { admin, buyer, fakeApi, withLine } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

// jsdom has no scrolling; a spy stands in, so the scroll-to-top on navigation is observable.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const visit = (path: string) =>
  render(
    <AuthProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AuthProvider>,
  );

describe('the chrome', () => {
  it('shows the navbar with the spec links on public paths', () => {
    visit('/all-products');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Products', 'Blogs', 'My Portfolio', 'Contact Us', 'Login']) {
      expect(nav.textContent).toContain(label);
    }
  });

  it('starts each page at its top', () => {
    visit('/blogs');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('hides the navbar elsewhere', () => {
    visit('/edit-profile');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('keeps the navbar on the payment page, the terms and the 404 page, where a buyer may be lost', () => {
    for (const path of ['/payment/12', '/terms', '/no/such/page']) {
      visit(path);
      expect(screen.getByRole('navigation', { name: 'Main' }), path).toBeTruthy();
      cleanup();
    }
  });

  it("moves the focus to a new page's heading after a navigation, not on the first page", async () => {
    fakeApi({});
    visit('/contact');
    const first = await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'My Portfolio' }));
    await waitFor(() => {
      const heading = document.querySelector('#main h1');
      expect(heading).not.toBe(first);
      expect(document.activeElement).toBe(heading);
    });
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('prints the current year in the footer', () => {
    visit('/');
    expect(screen.getByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('answers an unknown path with the 404 page', async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! This Page Could Not Be Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Homepage' }).getAttribute('href')).toBe('/');
  });

  // Each screen with the session it needs, so a guard sending the visitor to /login cannot
  // pass for the page itself: the heading must be that page's own.
  const order = withLine({ _id: 3, userName: 'Demo Buyer', userEmail: buyer.email, toolId: 2, toolName: 'Pipe Wrench 18 in', toolImage: '/api/images/w.png', toolPrice: 1250, quantity: 5, totalPrice: 6250, isPaid: false, isDelivered: false, isReviewed: false, phoneNumber: null, address: null, transactionId: null, createdAt: 0 });
  const tool = { _id: 2, toolName: 'Digital Vernier Caliper 150 mm', toolImage: '/api/images/c.svg', toolDescription: 'A caliper.', toolPrice: 2350, minOrder: 10, availableQuantity: 500, createdAt: 0, priceTiers: [] };
  const screens: [path: string, session: 'visitor' | 'buyer' | 'admin', heading: string][] = [
    ['/blogs', 'visitor', 'Blogs'],
    ['/portfolio', 'visitor', words.SHOP_NAME],
    ['/contact', 'visitor', 'Contact Us'],
    ['/login', 'visitor', 'Login'],
    ['/payment/3', 'buyer', `Please Pay For ${order.toolName}`],
    ['/confirm-purchase/2', 'buyer', tool.toolName],
    ['/edit-profile', 'buyer', 'Update Your Profile'],
    ['/dashboard', 'buyer', 'Welcome To Your Dashboard'],
    ['/dashboard/make-admin', 'admin', 'Make Admin'],
  ];

  it.each(screens)('gives %s its own page (signed in as: %s)', async (path, session, heading) => {
    const account = session === 'admin' ? admin : buyer;
    if (session !== 'visitor') localStorage.setItem(TOKEN_KEY, `${session}-token`);
    fakeApi({
      '/me': () => ({ status: 200, body: account }),
      [`/admin/${encodeURIComponent(account.email)}`]: () => ({ status: 200, body: { admin: session === 'admin', role: account.role } }),
      [`/orders/${encodeURIComponent(buyer.email)}`]: () => ({ status: 200, body: [order] }),
      '/tools/2': () => ({ status: 200, body: tool }),
      '/blogs': () => ({ status: 200, body: [] }),
      '/users': () => ({ status: 200, body: [] }),
      '/admin': () => ({ status: 200, body: [] }),
      '/config': () => ({ status: 200, body: { firebase: null, payments: { provider: 'test' } } }),
    });

    visit(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
