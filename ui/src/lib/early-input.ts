/**
 * What a reader does on the server's drawing of the first screen before the scripts have
 * drawn the page (`src/start.ts`): the drawing's buttons and search box do nothing by
 * themselves, so a press or typing is held, the scripts start at once, and the UI repeats it
 * once it has drawn the page: the words typed go into the same field (by id), and the same
 * button (the same class, label and words) is pressed. The two drawings are one
 * (`e2e/first-screen.test.mjs`).
 */
let pressed: { className: string; label: string } | null = null;
let typed: { id: string; value: string } | null = null;
let release: (() => void) | null = null;

const labelOf = (button: HTMLButtonElement) => `${button.getAttribute('aria-label') ?? ''}|${button.textContent}`;

/** Holds presses and typing on the drawing in `root`, and tells `started` of the first. */
export function holdEarlyInput(root: HTMLElement, started: () => void) {
  const press = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || pressed) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = { className: button.className, label: labelOf(button) };
    started();
  };
  const type = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.id) return;
    typed = { id: field.id, value: field.value };
    started();
  };
  root.addEventListener('click', press, true);
  root.addEventListener('input', type, true);
  // Typed before this script ran.
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (field.value !== field.defaultValue) type({ target: field } as unknown as Event);
  }
  release = () => {
    root.removeEventListener('click', press, true);
    root.removeEventListener('input', type, true);
  };
}

/** Called once the UI has drawn the page: repeats what was held on it, if anything. */
export function replayEarlyInput() {
  release?.();
  release = null;
  const text = typed;
  const press = pressed;
  typed = null;
  pressed = null;
  const field = text && document.getElementById(text.id);
  if (text && field instanceof HTMLInputElement && field.value !== text.value) {
    // React follows a field through its input events; the value is set as the browser would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus();
  }
  if (press) {
    const same = [...document.querySelectorAll<HTMLButtonElement>('#root button')].find(
      (button) => button.className === press.className && labelOf(button) === press.label,
    );
    same?.click();
  }
}
