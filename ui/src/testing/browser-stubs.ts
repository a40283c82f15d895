import { vi } from 'vitest';

/**
 * What jsdom lacks and the shop's screens use: matchMedia (reduced motion, swiper), scrollTo
 * (route changes) and the modal <dialog>'s showModal and close.
 */
export function stubBrowser() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
