/**
 * A button pressed on the server's drawing of the first screen before the scripts have drawn
 * the page (`src/start.ts`): the drawing's buttons do nothing by themselves, so the press is
 * held, the scripts start at once, and the UI presses the same button once it has drawn it
 * (the same class, label and words: the two drawings are one, `e2e/first-screen.test.mjs`).
 */
let held: { className: string; label: string } | null = null;
let release: (() => void) | null = null;

const labelOf = (button: HTMLButtonElement) => `${button.getAttribute('aria-label') ?? ''}|${button.textContent}`;

/** Holds the first press on a button of the drawing in `root`, and tells `pressed` of it. */
export function holdEarlyPresses(root: HTMLElement, pressed: () => void) {
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || held) return;
    event.preventDefault();
    event.stopPropagation();
    held = { className: button.className, label: labelOf(button) };
    pressed();
  };
  root.addEventListener('click', hold, true);
  release = () => root.removeEventListener('click', hold, true);
}

/** Called once the UI has drawn the page: presses the held button on it, if any. */
export function pressHeldButton() {
  release?.();
  release = null;
  const wanted = held;
  held = null;
  if (!wanted) return;
  const same = [...document.querySelectorAll<HTMLButtonElement>('#root button')].find(
    (button) => button.className === wanted.className && labelOf(button) === wanted.label,
  );
  same?.click();
}
