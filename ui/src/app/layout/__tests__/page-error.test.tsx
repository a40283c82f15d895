// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';

// The blog page's code chunk cannot be fetched, as after a release renamed it.
vi.mock('@/features/blogs/components/blogs-page', () => {
  throw new TypeError('error loading dynamically imported module: /assets/blogs-page-1a2b3c.js');
});

setUpAppTests();
const reload = vi.fn();

/** Runs the effects React has yet to run: the heading can be on screen before its effect. */
const effectsRun = () => act(async () => undefined);
beforeEach(() => {
  reload.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});

describe('a screen that fails', () => {
  it('says so inside the layout and reloads once for a missing code chunk', async () => {
    renderApp('/blogs');

    expect(await screen.findByRole('heading', { name: "Couldn't load this page" })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByText(/Copyright ©/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await effectsRun();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the reload just failed', async () => {
    sessionStorage.setItem('page-reloaded-at', String(Date.now()));
    renderApp('/blogs');

    await screen.findByRole('heading', { name: "Couldn't load this page" });
    await effectsRun();
    expect(reload).not.toHaveBeenCalled();
  });
});
