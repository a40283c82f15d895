import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initialLanguage, setLanguage } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the chosen language's sentences (Bangla's are a chunk of their
// own), so a Bangla reader never sees the page flash in English. It replaces the first screen
// the server drew (if any) with the same screen, drawn from the data written beside it.
void setLanguage(initialLanguage()).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
