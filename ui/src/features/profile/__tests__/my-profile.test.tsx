// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
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

  it('turns the order texts off, and shows the choice the account keeps', async () => {
    let account = { ...buyer, orderTexts: true };
    const sent: unknown[] = [];
    fakeApi({
      '/me': () => ({ status: 200, body: account }),
      '/users/me/order-texts': (init) => {
        const body = JSON.parse(String(init?.body)) as { orderTexts: boolean };
        sent.push(body);
        account = { ...account, orderTexts: body.orderTexts };
        return { status: 200, body: account };
      },
    });
    renderApp('/dashboard/my-profile');
    const box = (await screen.findByRole('checkbox', { name: 'Text me (SMS) at each step of my orders' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(await screen.findByText('Your choice is saved')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
    expect(sent).toEqual([{ orderTexts: false }]);
  });
});

describe('The address book on My Profile', () => {
  const home = {
    id: 3,
    label: 'Home',
    isDefault: true,
    delivery: { recipient: 'Rahim Uddin', phone: '01712345678', address: 'House 4, Road 2, Dhanmondi', district: 'Dhaka' },
  };
  const site = {
    id: 5,
    label: '',
    isDefault: false,
    delivery: { recipient: 'Karim Mia', phone: '01812345678', address: 'Plot 9, BSCIC', district: 'Gazipur' },
  };

  /** The places the page lists. */
  const places = async () => within(await screen.findByRole('region', { name: words.MY_ADDRESSES })).findAllByRole('listitem');

  /** A fake book the calls change, and the bodies they sent. */
  function visit(places: (typeof home)[]) {
    const sent: { method: string; body: unknown }[] = [];
    const book = [...places];
    const place = (id: number) => (init?: RequestInit) => {
      sent.push({ method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      const index = book.findIndex((entry) => entry.id === id);
      if (init?.method === 'DELETE') {
        book.splice(index, 1);
        return { status: 204, body: undefined };
      }
      const saved = { id, ...(JSON.parse(String(init?.body)) as Omit<typeof home, 'id'>) };
      book[index] = saved;
      return { status: 200, body: saved };
    };
    fakeApi({
      '/me': () => ({ status: 200, body: buyer }),
      '/me/addresses': (init) => {
        if (init?.method !== 'POST') return { status: 200, body: book };
        const body = JSON.parse(String(init.body)) as Omit<typeof home, 'id'>;
        sent.push({ method: 'POST', body });
        if (body.label.length > 40) {
          return { status: 422, body: { error: { code: 'validation', message: words.ADDRESS_LABEL_TOO_LONG, field: 'label', errors: [] } } };
        }
        const saved = { id: 9, ...body };
        book.push(saved);
        return { status: 201, body: saved };
      },
      '/me/addresses/3': place(3),
      '/me/addresses/5': place(5),
    });
    renderApp('/dashboard/my-profile');
    return sent;
  }

  it('lists the places, the default marked, a nameless one by its district', async () => {
    visit([home, site]);
    const [first, second] = await places();
    expect(first?.textContent).toContain('Home');
    expect(first?.textContent).toContain(words.DEFAULT_ADDRESS);
    expect(first?.textContent).toContain('Rahim Uddin · 01712345678');
    expect(second?.textContent).toContain('Gazipur');
    expect(second?.textContent).not.toContain(words.DEFAULT_ADDRESS);
  });

  it('says how the book fills when it is empty', async () => {
    visit([]);
    expect(await screen.findByText(words.NO_ADDRESSES)).toBeTruthy();
  });

  it('adds a place checked by the shared rules before it is sent', async () => {
    const user = userEvent.setup();
    const sent = visit([]);
    await user.click(await screen.findByRole('button', { name: words.ADD_ADDRESS }));
    const dialog = within(await screen.findByRole('dialog', { name: words.ADD_ADDRESS }));
    await user.type(dialog.getByLabelText(words.ADDRESS_LABEL), 'Factory gate 2');
    await user.click(dialog.getByRole('button', { name: words.SAVE_ADDRESS }));
    expect(dialog.getByText(words.RECIPIENT_REQUIRED)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText("Recipient's name"), 'Karim Mia');
    await user.type(dialog.getByLabelText('Mobile number'), '01812-345678');
    await user.type(dialog.getByLabelText('Address (house, road, area)'), 'Plot 9, BSCIC');
    await user.selectOptions(dialog.getByLabelText('District'), 'Gazipur');
    await user.click(dialog.getByLabelText(words.MAKE_DEFAULT));
    await user.click(dialog.getByRole('button', { name: words.SAVE_ADDRESS }));
    expect(await screen.findByText(words.ADDRESS_SAVED)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          label: 'Factory gate 2',
          isDefault: true,
          delivery: { recipient: 'Karim Mia', phone: '01812345678', address: 'Plot 9, BSCIC', district: 'Gazipur' },
        },
      },
    ]);
    expect(await screen.findByText('Factory gate 2')).toBeTruthy();
  });

  it('edits a place and removes another after asking', async () => {
    const user = userEvent.setup();
    const sent = visit([home, site]);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const dialog = within(await screen.findByRole('dialog', { name: words.EDIT_ADDRESS }));
    const label = dialog.getByLabelText(words.ADDRESS_LABEL);
    await user.clear(label);
    await user.type(label, 'Office');
    await user.click(dialog.getByRole('button', { name: words.SAVE_ADDRESS }));
    expect(await screen.findByText('Office')).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'PUT', body: { label: 'Office', isDefault: true, delivery: home.delivery } });

    await user.click(screen.getByRole('button', { name: 'Remove Gazipur' }));
    const asking = within(await screen.findByRole('dialog', { name: words.REMOVE_ADDRESS_Q }));
    await user.click(asking.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(words.ADDRESS_REMOVED)).toBeTruthy();
    expect(sent[1]).toEqual({ method: 'DELETE', body: null });
    await waitFor(async () => expect(await places()).toHaveLength(1));
  });
});
