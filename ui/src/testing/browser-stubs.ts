import { vi } from 'vitest';

/**
 * What jsdom lacks and the shop's screens use: matchMedia (reduced motion, swiper), scrollTo
 * (route changes), the modal <dialog>'s showModal and close, and CSS.escape (user-event's
 * arrow keys in a radio group).
 */
export function stubBrowser() {
  window.scrollTo = vi.fn();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  (globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= {
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
