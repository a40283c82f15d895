// @vitest-environment jsdom
// With Firebase configured, email and password go through the firebase SDK and the server
// receives only the ID token. The SDK is replaced at its module boundary.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/api-client';
import { forgetShopConfig } from '@/lib/shop-config';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

const signInWithEmailAndPassword = vi.fn();
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  getAuth: () => ({}),
  signInWithEmailAndPassword: (...args: unknown[]) => signInWithEmailAndPassword(...args),
}));

const firebase = { apiKey: 'web-key', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };

setUpAppTests();
beforeEach(() => {
  signInWithEmailAndPassword.mockReset();
});

async function fillLogin(email: string, password: string) {
  renderApp('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login with Firebase configured', () => {
  it('signs in through the SDK and sends only the ID token to the shop', async () => {
    signInWithEmailAndPassword.mockResolvedValue({ user: { getIdToken: async () => 'firebase-id-token' } });
    const bodies: unknown[] = [];
    fakeApi({
      '/config': () => ({ status: 200, body: { firebase } }),
      '/login': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { accessToken: 'shop-token', user: buyer } };
      },
    });

    await fillLogin('buyer@shop.test', 'Buyer@12345');

    expect(await screen.findByText(words.LOGIN_SUCCESSFUL)).toBeTruthy();
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith({}, 'buyer@shop.test', 'Buyer@12345');
    expect(bodies).toEqual([{ idToken: 'firebase-id-token' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('shop-token');
  });

  it("puts Firebase's refusal in the shop's words", async () => {
    signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/user-not-found' });
    fakeApi({ '/config': () => ({ status: 200, body: { firebase } }) });

    await fillLogin('ghost@shop.test', 'Ghost@12345');

    expect(await screen.findByText(words.USER_NOT_FOUND)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('social sign-in', () => {
  beforeEach(forgetShopConfig);

  it('offers Google, Facebook and Github only when the shop has Firebase', async () => {
    fakeApi({ '/config': () => ({ status: 200, body: { firebase } }) });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('offers no button that cannot work', async () => {
    const calls = fakeApi({ '/config': () => ({ status: 200, body: { firebase: null } }) });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    // The shop has answered that Firebase is off, and the page has drawn that answer.
    await waitFor(() => expect(calls).toContain('GET /config'));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });
});
