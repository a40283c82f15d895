// @vitest-environment jsdom
import { act, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, repeatEarlyInput, restoreEarlyInput } from '@/lib/early-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's drawing: the same field and button the page below draws. */
const DRAWING = '<input id="tool-search" type="search"><button type="button" class="button" aria-label="Add">Add</button>';

/** A page as the UI draws it, wired as the App is: restore as it commits, repeat after. */
function Page({ searched, pressed }: { searched: (words: string) => void; pressed: () => void }) {
  const [typed, setTyped] = useState('');
  useLayoutEffect(restoreEarlyInput, []);
  useEffect(repeatEarlyInput, []);
  useEffect(() => searched(typed), [typed, searched]);
  return (
    <>
      <input id="tool-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="button" className="button" aria-label="Add" onClick={pressed}>
        Add
      </button>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Draws the server's screen, holds what happens on it, runs `before` on it, then the UI. */
async function drawThenStart(before: (drawn: HTMLElement) => void) {
  const container = Object.assign(document.createElement('div'), { id: 'root', innerHTML: DRAWING });
  document.body.append(container);
  const started = vi.fn();
  holdEarlyInput(container, started);
  before(container);
  const searched = vi.fn();
  const pressed = vi.fn();
  root = createRoot(container);
  await act(async () => root?.render(<Page searched={searched} pressed={pressed} />));
  const field = document.getElementById('tool-search') as HTMLInputElement;
  return { started, searched, pressed, field };
}

function typeInto(field: HTMLInputElement, words: string) {
  field.focus();
  field.value = words;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what a reader does on the drawn first screen', async () => {
  it('keeps the words typed on the drawing, tells the page of them, and leaves the caret where it was', async () => {
    const { started, searched, field } = await drawThenStart((drawn) => {
      const drawnField = drawn.querySelector('input') as HTMLInputElement;
      typeInto(drawnField, 'drill press');
      drawnField.setSelectionRange(5, 5);
    });
    expect(started).toHaveBeenCalled();
    expect(field.isConnected).toBe(true);
    expect(field.value).toBe('drill press');
    expect(searched).toHaveBeenLastCalledWith('drill press');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
  });

  it('puts a reader who was in the drawn field into the page’s, with nothing typed yet', async () => {
    const { started, searched, field } = await drawThenStart((drawn) => (drawn.querySelector('input') as HTMLInputElement).focus());
    expect(started).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(searched).toHaveBeenLastCalledWith('');
  });

  it('presses the page’s button once for a press on the drawn one', async () => {
    const { started, pressed } = await drawThenStart((drawn) => (drawn.querySelector('button') as HTMLButtonElement).click());
    expect(started).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing happened on the drawing', async () => {
    const { started, pressed, searched, field } = await drawThenStart(() => undefined);
    expect(started).not.toHaveBeenCalled();
    expect(pressed).not.toHaveBeenCalled();
    expect(searched).toHaveBeenLastCalledWith('');
    expect(document.activeElement).not.toBe(field);
  });
});
