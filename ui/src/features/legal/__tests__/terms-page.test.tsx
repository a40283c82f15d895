// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp, setUpAppTests } from '@/testing/app';
import { fakeApi } from '@/testing/fake-api';

setUpAppTests();

const terms = { slug: 'terms', en: '# Orders\n\nPay before we ship.\n\n<b>not bold</b>', bn: '# অর্ডার\n\nপাঠানোর আগে টাকা দিন।', updatedAt: Date.UTC(2026, 10, 20) };
const privacy = { slug: 'privacy', en: 'We keep little.', bn: 'আমরা সামান্যই রাখি।', updatedAt: null };

function visit() {
  fakeApi({
    '/pages/terms': () => ({ status: 200, body: terms }),
    '/pages/privacy': () => ({ status: 200, body: privacy }),
  });
  renderApp('/terms');
}

describe('Terms and privacy', () => {
  it("shows the owner's text with its headings, as text and never as markup", async () => {
    visit();
    const page = within(await screen.findByRole('article', { name: 'Terms and conditions' }));
    expect(await page.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(page.getByText('Pay before we ship.')).toBeTruthy();
    expect(page.getByText('<b>not bold</b>')).toBeTruthy();
    expect(page.getByText('Last updated 20 Nov 2026')).toBeTruthy();
    const policy = within(screen.getByRole('article', { name: 'Privacy policy' }));
    expect(await policy.findByText('We keep little.')).toBeTruthy();
    expect(document.title).toBe('Terms and privacy | Shilpo Tools');
  });

  it('reads in Bangla on Bangla screens', async () => {
    await setLanguage('bn');
    visit();
    expect(await screen.findByRole('heading', { name: 'অর্ডার' })).toBeTruthy();
    expect(screen.getByText('পাঠানোর আগে টাকা দিন।')).toBeTruthy();
    await setLanguage('en');
  });
});
