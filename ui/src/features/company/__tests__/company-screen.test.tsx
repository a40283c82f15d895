// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUpAppTests } from '@/testing/app';
import { buyer, fakeApi } from '@/testing/fake-api';

setUpAppTests('buyer-token');

const details = { name: 'Karim Steel Works', nameBn: null, bin: '0001234560101', tradeLicence: null, billingAddress: null, requiresPo: false };
const me = { userId: 1, name: 'Demo Buyer', contact: 'buyer@shop.test', role: 'admin', orderLimit: null, joinedAt: 0, you: true };
const rina = { userId: 2, name: 'Rina Akter', contact: 'rina@example.com', role: 'buyer', orderLimit: 1000, joinedAt: 1, you: false };

describe('Your company', () => {
  it('offers a buyer in no company to set one up, and shows the field the server refused', async () => {
    const sent: unknown[] = [];
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/company': (init) => {
        if (init?.method !== 'POST') return { status: 200, body: null };
        sent.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: { error: { code: 'validation', message: 'A BIN has 13 digits, like 000123456-0101', key: 'BIN_INVALID', field: 'bin' } },
        };
      },
      '/invitations': () => ({ status: 200, body: [] }),
    });
    renderApp('/dashboard/company');
    await screen.findByRole('heading', { name: 'Set up a company' });
    await userEvent.type(screen.getByLabelText('Company name'), 'Karim Steel Works');
    await userEvent.type(screen.getByLabelText('BIN'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Set up a company' }));
    expect(await screen.findByText('A BIN has 13 digits, like 000123456-0101')).toBeTruthy();
    expect(screen.getByLabelText('BIN').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([{ name: 'Karim Steel Works', nameBn: '', bin: '12345', tradeLicence: '', billingAddress: '', requiresPo: false }]);
  });

  it('shows an admin the members with their roles and limits, and the invitations waiting', async () => {
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/company': () => ({
        status: 200,
        body: { id: 1, details, role: 'admin', members: [me, rina], invitations: [{ id: 9, contact: '01812345678', role: 'approver', expiresAt: Date.UTC(2026, 11, 19) }] },
      }),
      '/company/approvals': () => ({ status: 200, body: [] }),
      '/invitations': () => ({ status: 200, body: [] }),
    });
    renderApp('/dashboard/company');
    expect(await screen.findByText('Demo Buyer (you)')).toBeTruthy();
    expect((screen.getByLabelText('Role: Rina Akter') as HTMLSelectElement).value).toBe('buyer');
    expect((screen.getByLabelText('Limit per order (Tk): Rina Akter') as HTMLInputElement).value).toBe('1000');
    // Only a buyer has a limit.
    expect(screen.queryByLabelText('Limit per order (Tk): Demo Buyer')).toBeNull();
    expect(await screen.findByText('No order waits for approval.')).toBeTruthy();
    const waiting = within(screen.getByRole('heading', { name: 'Invitations waiting' }).parentElement as HTMLElement);
    expect(waiting.getByText('01812345678')).toBeTruthy();
    expect(waiting.getByText('Invited as Approver, until 19 Dec 2026')).toBeTruthy();
  });

  it('shows a buyer the details to read, and no invitations, approvals or limits to change', async () => {
    const calls = fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/company': () => ({ status: 200, body: { id: 1, details, role: 'buyer', members: [{ ...me, role: 'admin', you: false, name: 'Owner' }, { ...rina, you: true }], invitations: [] } }),
      '/invitations': () => ({ status: 200, body: [] }),
    });
    renderApp('/dashboard/company');
    expect(await screen.findByText('Rina Akter (you)')).toBeTruthy();
    expect(screen.getByText('000123456-0101')).toBeTruthy();
    expect(screen.getByText('Limit per order (Tk): Tk. 1,000')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Orders waiting for approval' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls).not.toContain('GET /company/approvals');
  });
});
