// @vitest-environment jsdom
// Signing in with a mobile number: the code asked for, the shop's refusal beside the form,
// then the code and a name, and the account signed in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/api-client';

import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

setUpAppTests();

describe('signing in with a mobile number', () => {
  it('texts a code, says a wrong one beside the form, and signs in with the right one', async () => {
    const account = { ...buyer, email: '01812345678@phone.invalid', displayName: 'Karim Uddin', mobile: '01812345678' };
    const sent: { path: string; body: unknown }[] = [];
    fakeApi({
      '/phone/code': (init) => {
        const body = JSON.parse(String(init?.body)) as { phone: string };
        sent.push({ path: 'code', body });
        return body.phone === '123'
          ? { status: 422, body: { error: { code: 'validation', message: words.MOBILE_INVALID, field: 'phone' } } }
          : { status: 202, body: { message: 'If 01812345678 can receive texts, a 6-digit code is on its way. It works for 5 minutes.' } };
      },
      '/phone/sign-in': (init) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        sent.push({ path: 'sign-in', body });
        return body.code === '123456'
          ? { status: 200, body: { accessToken: 'phone-token', user: account } }
          : { status: 401, body: { error: { code: 'unauthorized', message: words.CODE_WRONG } } };
      },
      '/me': () => ({ status: 200, body: account }),
    });
    const router = renderApp('/login');
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Or sign in with your mobile number' }));
    await user.type(section.getByLabelText('Mobile number'), '123');
    await user.click(section.getByRole('button', { name: 'Send the code' }));
    expect(await section.findByText(words.MOBILE_INVALID)).toBeTruthy();

    await user.clear(section.getByLabelText('Mobile number'));
    await user.type(section.getByLabelText('Mobile number'), '01812-345678');
    await user.click(section.getByRole('button', { name: 'Send the code' }));
    expect(await section.findByRole('status')).toHaveProperty('textContent', 'If 01812345678 can receive texts, a 6-digit code is on its way. It works for 5 minutes.');
    await user.type(section.getByLabelText('The 6-digit code'), '000000');
    await user.click(section.getByRole('button', { name: 'Sign in with the code' }));
    expect(await section.findByRole('alert')).toHaveProperty('textContent', words.CODE_WRONG);

    await user.clear(section.getByLabelText('The 6-digit code'));
    await user.type(section.getByLabelText('The 6-digit code'), '123456');
    await user.type(section.getByLabelText('Your name (for a new account)'), 'Karim Uddin');
    await user.click(section.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByText(words.LOGIN_SUCCESSFUL)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('phone-token');
    expect(sent.at(-1)).toEqual({ path: 'sign-in', body: { phone: '01812-345678', code: '123456', name: 'Karim Uddin' } });
  });
});
