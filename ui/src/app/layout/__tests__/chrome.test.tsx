// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { AuthProvider } from '@/lib/auth';

// jsdom has no scrolling; a spy stands in, so the scroll-to-top on navigation is observable.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
});
afterEach(cleanup);

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
    visit('/no/such/page');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
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

  it('gives every screen of the route table a page', async () => {
    for (const path of ['/blogs', '/portfolio', '/contact', '/login', '/payment/3', '/confirm-purchase/2', '/edit-profile', '/dashboard', '/dashboard/make-admin']) {
      visit(path);
      expect(await screen.findByRole('heading', { level: 1 }), path).toBeTruthy();
      cleanup();
    }
  });
});
