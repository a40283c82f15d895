// @vitest-environment jsdom
// The page a cash-on-delivery order's text links to: opening it confirms nothing; pressing the
// button does, and the page says so; a link no open order has says that instead.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';
import { words } from '@/lib/i18n';

setUpAppTests();

describe('confirming a cash-on-delivery order by its link', () => {
  it('confirms only when the button is pressed', async () => {
    const sent: unknown[] = [];
    fakeApi({
      '/orders/confirm': (init) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        sent.push(body);
        return body.code === 'K7Q2M9XP'
          ? { status: 200, body: { message: 'Thank you: order SHT-2026-000042 is confirmed. Please pay the courier in cash when it arrives.' } }
          : { status: 404, body: { error: { code: 'not_found', message: words.CONFIRM_LINK_UNKNOWN } } };
      },
    });
    renderApp('/c/K7Q2M9XP');
    const button = await screen.findByRole('button', { name: 'Yes, I placed this order' });
    expect(sent).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thank you: order SHT-2026-000042 is confirmed. Please pay the courier in cash when it arrives.');
    expect(sent).toEqual([{ code: 'K7Q2M9XP' }]);
  });

  it('says when the link is not known', async () => {
    fakeApi({ '/orders/confirm': () => ({ status: 404, body: { error: { code: 'not_found', message: words.CONFIRM_LINK_UNKNOWN } } }) });
    renderApp('/c/ZZZZZZZZ');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I placed this order' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', words.CONFIRM_LINK_UNKNOWN);
  });
});
