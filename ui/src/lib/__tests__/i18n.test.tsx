// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/language-switch';
import { DIGITS_KEY, formatCount, formatDay, formatMoney, i18n, inDigits, LANGUAGE_KEY, preferredLanguage, say, setLanguage, setLatinDigits } from '@/lib/i18n';
import { checkQuantity, errorsByField } from '@/lib/model';

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('en');
});
afterEach(cleanup);

describe('the first visit', () => {
  it("follows the browser's preferred language among the shop's two", () => {
    expect(preferredLanguage(['bn-BD', 'en-US'])).toBe('bn');
    expect(preferredLanguage(['fr-FR', 'en-GB', 'bn'])).toBe('en');
    expect(preferredLanguage(['BN'])).toBe('bn');
    expect(preferredLanguage(['de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('the formatters from shared', () => {
  it('write money, days and counts as each language does', async () => {
    expect(formatMoney(125000)).toBe('Tk.\u00a01,25,000');
    expect(formatDay(1_795_372_200_000)).toBe('23 Nov 2026');
    await setLanguage('bn');
    expect(formatMoney(125000)).toBe('৳\u00a0১,২৫,০০০');
    expect(formatMoney(1250.5)).toBe('৳\u00a0১,২৫০.৫০');
    expect(formatDay(1_795_372_200_000)).toBe('২৩ নভেম্বর ২০২৬');
    expect(formatCount(25)).toBe('২৫');
    expect(inDigits('01712-345678')).toBe('০১৭১২-৩৪৫৬৭৮');
  });

  it('use Latin digits in Bangla when the reader asks for them', async () => {
    await setLanguage('bn');
    await setLatinDigits(true);
    expect(localStorage.getItem(DIGITS_KEY)).toBe('latin');
    expect(formatMoney(125000)).toBe('৳\u00a01,25,000');
    expect(inDigits('01712-345678')).toBe('01712-345678');
    await setLatinDigits(false);
    expect(formatMoney(125000)).toBe('৳\u00a0১,২৫,০০০');
  });
});

describe("the rules' sentences", () => {
  it('are said from their key and parameters in the current language', async () => {
    const tool = { toolPrice: 100, minOrder: 25, availableQuantity: 500, priceTiers: [] };
    expect(errorsByField(checkQuantity('3', tool)).quantity).toBe('Minimum order is 25');
    await setLanguage('bn');
    expect(errorsByField(checkQuantity('3', tool)).quantity).toBe('সর্বনিম্ন অর্ডার ২৫ পিস');
    // Bengali digits are pieces too.
    expect(checkQuantity('৩০', tool)).toMatchObject({ ok: true, value: { quantity: 30 } });
    expect(say({ key: 'LINE_PROBLEM', params: { toolName: 'ড্রিল', problem: { key: 'NOT_ENOUGH_QUANTITY' } } })).toBe(
      'ড্রিল: যথেষ্ট মজুত নেই',
    );
    expect(say({ key: 'METHOD_OVER_LIMIT', params: { method: { key: 'METHOD_COD' }, most: { taka: 50000 } } })).toContain('৳\u00a0৫০,০০০');
  });
});

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('NAV_HOME')}</p>;
}

describe('the language switch', () => {
  it('names the other language in itself, switches the page and remembers the choice', async () => {
    render(
      <>
        <Greeting />
        <LanguageSwitch />
      </>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    const toBangla = screen.getByRole('button', { name: 'Language: বাংলা' });
    expect(toBangla.getAttribute('lang')).toBe('bn');

    await act(() => userEvent.click(toBangla));

    expect(await screen.findByText('হোম')).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('bn');
    const back = screen.getByRole('button', { name: 'ভাষা: English' });
    await act(() => userEvent.click(back));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });
});
