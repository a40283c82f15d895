// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/api-client';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

setUpAppTests('buyer-token');

describe('My Profile', () => {
  it('signs out on every device after asking, and lands on the login page', async () => {
    const ended: string[] = [];
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/session/end-all': (init) => {
        ended.push(init?.method ?? 'GET');
        return { status: 200, body: { message: words.SIGNED_OUT_EVERYWHERE } };
      },
    });
    const router = renderApp('/dashboard/my-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out on every device' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out on every device?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(words.SIGNED_OUT_EVERYWHERE)).toBeTruthy();
    expect(ended).toEqual(['POST']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
