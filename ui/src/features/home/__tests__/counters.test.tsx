// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_DURATION_MS, Counters } from '../components/counters';

const value = (label: string) => Number(screen.getByTestId(`counter-${label}`).textContent);

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
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
  it('wait at zero until they are seen, then reach 47, 100 and 134 in 3 seconds', () => {
    reducedMotion(false);
    render(<Counters />);
    expect(value('Countries')).toBe(0);

    act(() => observed?.([{ isIntersecting: true }]));
    act(() => {
      vi.advanceTimersByTime(COUNT_DURATION_MS / 2);
    });
    const halfway = value('Feedback');
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(134);

    act(() => {
      vi.advanceTimersByTime(COUNT_DURATION_MS);
    });
    expect([value('Countries'), value('Happy Clients'), value('Feedback')]).toEqual([47, 100, 134]);
  });

  it('show the final figures at once when less motion is asked for', () => {
    reducedMotion(true);
    render(<Counters />);

    expect([value('Countries'), value('Happy Clients'), value('Feedback')]).toEqual([47, 100, 134]);
  });
});
