// The page's one script tag. The server draws the catalogue's first screen into `/` and
// `/all-products` (api/src/first_screen); its leading picture is the largest thing on it. The
// shop's scripts (React, the wasm rules, ~150 KB) start once that picture is on screen, so on
// a slow line the picture gets the bandwidth first and shows without waiting for them; the
// drawn links work meanwhile. Any other page starts them at once. The stylesheet is imported
// here so it stays in the head, before the drawing it styles.
import '@/styles/index.css';

function start() {
  // The rules' wasm module, which the first render awaits, fetched beside the scripts.
  const wasm = document.querySelector<HTMLMetaElement>('meta[name="shop-wasm"]')?.content;
  if (wasm) {
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: wasm, as: 'fetch', type: 'application/wasm', crossOrigin: '' });
    document.head.append(preload);
  }
  void import('./main');
}

/** Calls `then` once `picture` has been painted (or has failed to load), once. */
function whenPainted(picture: HTMLImageElement, then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  picture.addEventListener('error', once, { once: true });
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    // Element Timing reports the picture (named `first-picture` by the server) once the frame
    // that shows it is presented: the surest "on screen" a page can learn.
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntries().length === 0) return;
      observer.disconnect();
      setTimeout(once);
    }).observe({ type: 'element', buffered: true });
  } else {
    // Elsewhere: a task queued from the animation frame after it loaded.
    const afterFrame = () => requestAnimationFrame(() => setTimeout(once));
    if (picture.complete) afterFrame();
    else picture.addEventListener('load', afterFrame, { once: true });
  }
}

const picture = document.querySelector<HTMLImageElement>('#root img[elementtiming="first-picture"]');
if (picture && document.visibilityState === 'visible') whenPainted(picture, start);
else start();
