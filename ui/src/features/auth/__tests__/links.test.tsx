// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

setUpAppTests();
afterEach(() => vi.useRealTimers());

const refusal = (status: number, code: string, message: string) => () => ({ status, body: { error: { code, message } } });

/** The shop with the config the login page reads, and `routes`; the bodies each call sent. */
function visit(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const sent: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([route, handler]) => [
      route,
      (init: RequestInit | undefined) => {
        (sent[route] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
        return handler(init);
      },
    ]),
  );
  fakeApi({ '/config': () => ({ status: 200, body: { firebase: null, payments: { provider: 'test' } } }), ...recorded });
  renderApp(path);
  return sent;
}

describe('the verification link', () => {
  it('used before: says the address is verified and offers to sign in', async () => {
    visit('/verify-email?token=abc', { '/verify-email': refusal(409, 'already_verified', words.EMAIL_ALREADY_VERIFIED) });
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeTruthy();
    expect(screen.getByText(words.EMAIL_ALREADY_VERIFIED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /new verification link/ })).toBeNull();
  });

  it('expired: says so and sends a new one to the address typed, then waits a minute', async () => {
    const sent = visit('/verify-email?token=abc', {
      '/verify-email': refusal(400, 'link_expired', words.LINK_EXPIRED),
      '/resend-verification': () => ({ status: 200, body: { message: words.VERIFICATION_SENT } }),
    });
    expect(await screen.findByText(words.LINK_EXPIRED)).toBeTruthy();
    expect(screen.getByText(words.SPAM_HINT)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send a new verification link' });
    await userEvent.click(send);
    expect(screen.getByText(words.EMAIL_REQUIRED), 'an address first').toBeTruthy();
    expect(sent['/resend-verification']).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Your email'), 'rahim@example.com');
    await userEvent.click(send);
    expect(await screen.findByText(words.VERIFICATION_SENT)).toBeTruthy();
    expect(sent['/resend-verification']).toEqual([{ email: 'rahim@example.com' }]);
    const waiting = screen.getByRole('button', { name: /^Sent\. You can ask again in \d+ s$/ }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
  });
});

describe('Check your inbox, after signing up', () => {
  it('sends the link again to the new address, with the spam hint, and counts down before another', async () => {
    const sent = visit('/sign-up', {
      '/signup': () => ({ status: 201, body: { message: words.VERIFICATION_SENT } }),
      '/resend-verification': () => ({ status: 200, body: { message: words.VERIFICATION_SENT } }),
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Rahim Uddin');
    await userEvent.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Abcdefg1@');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Abcdefg1@');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(words.SPAM_HINT)).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(sent['/resend-verification']).toEqual([{ email: 'rahim@example.com' }]);
    expect(await screen.findByRole('button', { name: 'Sent. You can ask again in 60 s' })).toBeTruthy();
    // One act per second: each tick's render schedules the next.
    for (let second = 0; second < 60; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    const again = screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });
});

describe('the login page', () => {
  it('offers a new verification link on the code, not the sentence', async () => {
    visit('/login', { '/login': refusal(403, 'email_not_verified', 'Any wording at all') });
    await userEvent.type(await screen.findByLabelText('Email'), 'rahim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Abcdefg1@');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Any wording at all')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new verification link' })).toBeTruthy();
  });

  it('ends a reset request on a check-your-inbox page, as sign-up does', async () => {
    visit('/login', { '/forgot-password': () => ({ status: 200, body: { message: words.SENDING_RESET_EMAIL } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Forget Password?' }));
    expect(screen.getByRole('alert').textContent).toBe(words.EMAIL_INVALID);
    await userEvent.type(screen.getByLabelText('Email'), 'buyer@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forget Password?' }));
    expect(await screen.findByText(words.SENDING_RESET_EMAIL)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(words.RESET_LINK_SENT)).toBeTruthy();
    expect(screen.getByText('buyer@shop.test')).toBeTruthy();
    expect(screen.queryByText(words.EMAIL_INVALID)).toBeNull();
  });
});

describe('the reset link', () => {
  it('used before: says so as the page opens, before a password is typed', async () => {
    visit('/reset-password?token=abc', { '/reset-password/check': refusal(400, 'link_used', words.LINK_USED) });
    expect(await screen.findByText(words.LINK_USED)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('used before: says so in place of the form and offers a new link', async () => {
    const sent = visit('/reset-password?token=abc', {
      '/reset-password': refusal(400, 'link_used', words.LINK_USED),
      '/forgot-password': () => ({ status: 200, body: { message: words.SENDING_RESET_EMAIL } }),
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'Fresh@2026');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Fresh@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(words.LINK_USED)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Send a new reset link' }));
    await userEvent.type(form.getByLabelText('Your email'), 'buyer@shop.test');
    await userEvent.click(form.getByRole('button', { name: 'Send a new reset link' }));
    expect(await screen.findByText(words.SENDING_RESET_EMAIL)).toBeTruthy();
    expect(sent['/forgot-password']).toEqual([{ email: 'buyer@shop.test' }]);
  });
});

describe('a verification link sent again', () => {
  it('proves the address, then asks for a password at once', async () => {
    visit('/verify-email?token=abc', {
      '/verify-email': () => ({ status: 200, body: { message: words.EMAIL_VERIFIED_CHOOSE_PASSWORD, resetToken: 'reset-123' } }),
    });
    expect(await screen.findByText(words.EMAIL_VERIFIED_CHOOSE_PASSWORD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });
});
