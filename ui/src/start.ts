// The page's one script tag. The server draws the catalogue's first screen into `/` and
// `/all-products` (api/src/web/first_screen); its leading picture is the largest thing on it. The
// shop's scripts (React, the wasm rules, ~150 KB) start once that picture is on screen, so on
// a slow line the picture gets the bandwidth first and shows without waiting for them; the
// drawn links work meanwhile, and a press or typing on the drawing starts them at once and is
// repeated on the page they draw. Any other page starts them at once. The stylesheet is
// imported here so it stays in the head, before the drawing it styles.
import '@/styles/index.css';
import { holdEarlyInput } from '@/lib/early-input';

let started = false;

function start() {
  if (started) return;
  started = true;
  // The rules' wasm module, which the first render awaits, fetched beside the scripts.
  const wasm = document.querySelector<HTMLMetaElement>('meta[name="shop-wasm"]')?.content;
  if (wasm) {
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: wasm, as: 'fetch', type: 'application/wasm', crossOrigin: '' });
    document.head.append(preload);
  }
  void import('./main');
}

/** Calls `then` (which runs once however often it is called) when `picture` has been painted
 * or has failed to load. */
function whenPainted(picture: HTMLImageElement, then: () => void) {
  picture.addEventListener('error', then, { once: true });
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    // Element Timing reports the picture (named `first-picture` by the server) once the frame
    // that shows it is presented: the surest "on screen" a page can learn.
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntries().length === 0) return;
      observer.disconnect();
      setTimeout(then);
    }).observe({ type: 'element', buffered: true });
  } else {
    // Elsewhere: a task queued from the animation frame after it loaded.
    const afterFrame = () => requestAnimationFrame(() => setTimeout(then));
    if (picture.complete) afterFrame();
    else picture.addEventListener('load', afterFrame, { once: true });
  }
}

const picture = document.querySelector<HTMLImageElement>('#root img[elementtiming="first-picture"]');
const root = document.getElementById('root');
/** The longest the scripts wait for the picture: a line that slow should not wait on it. */
const PICTURE_WAIT_MS = 3000;

// Whenever the server drew the screen, what the reader does on it before the UI has drawn its
// own is held, and starts the scripts if they are still waiting.
if (root?.firstElementChild) holdEarlyInput(root, start);
if (picture && document.visibilityState === 'visible') {
  whenPainted(picture, start);
  setTimeout(start, PICTURE_WAIT_MS);
} else {
  start();
}
