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
/** The drawn field the reader is in: the UI's drawing removes it, and the focus with it. */
let focused: HTMLInputElement | null = null;
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
  const enter = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.id) focused = event.target;
  };
  root.addEventListener('click', press, true);
  root.addEventListener('input', type, true);
  root.addEventListener('focusin', enter);
  // Typed, or in a field, before this script ran.
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (field.value !== field.defaultValue) type({ target: field } as unknown as Event);
  }
  if (document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement)) {
    enter({ target: document.activeElement } as unknown as FocusEvent);
  }
  release = () => {
    root.removeEventListener('click', press, true);
    root.removeEventListener('input', type, true);
    root.removeEventListener('focusin', enter);
  };
}

/** The UI's field that took what was typed on the drawing, until React is told of it. */
let filled: HTMLInputElement | null = null;

/**
 * Called as the UI's first drawing is committed (a layout effect: the same task that removed
 * the server's drawing, so no keystroke can land between the two on nothing): what was typed
 * on the drawing goes into the same field (by id), and the reader is put back in the field they
 * were in, caret and all. Only the page is touched here; React hears of it in
 * [`repeatEarlyInput`].
 */
export function restoreEarlyInput() {
  release?.();
  release = null;
  const text = typed;
  const left = focused;
  typed = null;
  focused = null;
  const field = text && document.getElementById(text.id);
  if (text && field instanceof HTMLInputElement && field.value !== text.value) {
    // Set as the browser would, past React's own record of the value, so that the input event
    // dispatched later is a change to React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text.value);
    filled = field;
  }
  const focusLost = !document.activeElement || document.activeElement === document.body;
  const same = left && !left.isConnected && focusLost && document.getElementById(left.id);
  if (left && same instanceof HTMLInputElement) {
    same.focus();
    same.setSelectionRange(left.selectionStart, left.selectionEnd, left.selectionDirection ?? undefined);
  } else if (filled && focusLost) {
    filled.focus();
  }
}

/** Called once the UI's first drawing is on screen (an effect): React is told of the words put
 * into its field, and the button pressed on the drawing is pressed on the page. Both wait for
 * the effect to end: an event React handles inside its own effect is settled only later, so a
 * controlled field would be set back for a moment and lose its caret. */
export function repeatEarlyInput() {
  const field = filled;
  const press = pressed;
  filled = null;
  pressed = null;
  queueMicrotask(() => {
    // React compares the field with the value it last saw: typing since changes nothing here.
    if (field?.isConnected) field.dispatchEvent(new Event('input', { bubbles: true }));
    if (press) {
      const same = [...document.querySelectorAll<HTMLButtonElement>('#root button')].find(
        (button) => button.className === press.className && labelOf(button) === press.label,
      );
      same?.click();
    }
  });
}
