import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { router } from '@/app/router';
import { initialLanguage, setLanguage } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves once the router has loaded the code its first screen is fetched with, if any. */
const routed = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

// The first render waits for the chosen language's sentences (Bangla's are a chunk of their
// own), so a Bangla reader never sees the page flash in English, and for the first screen's
// code when it loads apart. It replaces the first screen the server drew (if any) with the
// same screen, drawn from the data written beside it.
void Promise.all([setLanguage(initialLanguage()), routed()]).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
