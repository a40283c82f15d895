// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_DURATION_MS, Counters } from '../components/counters';
import { fakeApi } from '@/testing/fake-api';

const value = (index: number) => Number(screen.getByTestId(`counter-${index}`).textContent);
const values = () => [0, 1, 2].map(value);

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** The shop's figures as the API answers them. */
function figures(list: [number, string][]) {
  fakeApi({
    '/home-figures': () => ({
      status: 200,
      body: { figures: list.map(([value, labelEn]) => ({ value, labelEn, labelBn: labelEn })), updatedAt: null },
    }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  observed = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Counters', () => {
  it('wait at zero until they are seen, then reach 47, 100 and 134 in 3 seconds', async () => {
    reducedMotion(false);
    figures([
      [47, 'Countries'],
      [100, 'Happy Clients'],
      [134, 'Feedback'],
    ]);
    render(<Counters />);
    expect(await screen.findByText('Countries')).toBeTruthy();
    expect(value(0)).toBe(0);

    act(() => observed?.([{ isIntersecting: true }]));
    act(() => {
      vi.advanceTimersByTime(COUNT_DURATION_MS / 2);
    });
    const halfway = value(2);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(134);

    act(() => {
      vi.advanceTimersByTime(COUNT_DURATION_MS);
    });
    expect(values()).toEqual([47, 100, 134]);
  });

  it("show the owner's figures at once when less motion is asked for", async () => {
    reducedMotion(true);
    figures([
      [64, 'Districts served'],
      [12000, 'Factories'],
      [18, 'Years'],
    ]);
    render(<Counters />);
    expect(await screen.findByText('Districts served')).toBeTruthy();
    expect(screen.getByTestId('counter-1').textContent).toBe('12,000');
    expect(value(2)).toBe(18);
  });
});
