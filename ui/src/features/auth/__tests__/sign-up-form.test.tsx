// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/testing/render';
import { SignUpForm } from '../components/sign-up-form';
import { words } from '@/lib/i18n';

afterEach(cleanup);

const password = () => screen.getByLabelText('Password');

describe('SignUpForm', () => {
  it('shows the password rules in the spec order as the buyer types', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignUpForm />);

    await user.type(password(), 'abc');
    expect(screen.getByText(words.PASSWORD_TOO_SHORT)).toBeTruthy();

    await user.type(password(), 'defgh');
    expect(screen.queryByText(words.PASSWORD_TOO_SHORT)).toBeNull();
    expect(screen.getByText(words.PASSWORD_TOO_WEAK)).toBeTruthy();

    await user.clear(password());
    await user.type(password(), 'Abcdefg1@');
    await user.type(screen.getByLabelText('Confirm Password'), 'Abcdefg1!');
    expect(screen.queryByText(words.PASSWORD_TOO_WEAK)).toBeNull();
    expect(screen.getByText(words.PASSWORD_MISMATCH)).toBeTruthy();
  });

  it('says what a password needs before the first try, read with the field', () => {
    renderWithRouter(<SignUpForm />);
    const hint = document.getElementById(password().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(words.PASSWORD_RULES);
  });

  it('says nothing about fields the buyer has not reached', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignUpForm />);

    await user.type(screen.getByLabelText('Name'), 'Rahim');

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps Sign Up disabled until the terms are accepted', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignUpForm />);
    const signUp = screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

    expect(signUp.disabled).toBe(true);
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(signUp.disabled).toBe(false);
  });

  it('marks an invalid field for assistive technology', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignUpForm />);

    await user.type(screen.getByLabelText('Email'), 'rahim@');

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      words.EMAIL_INVALID,
    );
  });
});
