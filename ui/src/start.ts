// The page's one script tag. The server draws the catalogue's first screen into `/` and
// `/all-products` (api/src/first_screen); its leading picture is the largest thing on it. The
// shop's scripts (React, the wasm rules, ~150 KB) start once that picture has painted, so on a
// slow line the picture gets the bandwidth first and shows without waiting for them; the
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

const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (!picture || picture.complete || document.visibilityState === 'hidden') {
  start();
} else {
  // After the frame that paints it: a task queued from the next animation frame.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  picture.addEventListener('load', afterPaint, { once: true });
  picture.addEventListener('error', afterPaint, { once: true });
}
