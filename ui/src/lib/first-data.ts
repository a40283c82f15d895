/**
 * The catalogue page the server writes into the HTML of `/` and `/all-products`
 * (api/src/web/first_screen): the answer to the first screen's one request, there before the
 * scripts run. The first render reads it at once ([`firstAnswer`]), so it draws the very cards
 * the server drew; otherwise it answers that request once ([`takeFirstData`]). Every later
 * load asks the server.
 */
interface Written {
  request: string;
  body: string;
  headers: Headers;
}

/** The element's answer once read (the element is then gone), until it has been given. */
let written: Written | undefined;

function read(): Written | null {
  if (written) return written;
  if (typeof document === 'undefined') return null;
  const script = document.getElementById('first-data');
  if (!(script instanceof HTMLScriptElement)) return null;
  script.remove();
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const { xTotalCount, xNextCursor } = script.dataset;
  if (xTotalCount !== undefined) headers.set('X-Total-Count', xTotalCount);
  if (xNextCursor !== undefined) headers.set('X-Next-Cursor', xNextCursor);
  written = { request: script.dataset.request ?? '', body: script.textContent, headers };
  return written;
}

/** Writes the answer to `request` as the server would, for the build's renderer of the first
 * screens (`src/app/first-screen-templates.tsx`), which has no page to read it from. */
export function writeFirstAnswer(request: string, body: string, headers: Headers) {
  written = { request, body, headers };
}

/** The written answer to `path` as a response, once. */
export function takeFirstData(path: string): Response | null {
  const answer = read();
  if (answer?.request !== path) return null;
  written = undefined;
  return new Response(answer.body, { status: 200, headers: answer.headers });
}

/**
 * The written answer to `path`, parsed, for the first render, which draws it in place of the
 * server's drawing without waiting. The same answer however often the render asks (React may
 * render twice), until [`forgetFirstAnswer`].
 */
export function firstAnswer(path: string): { body: unknown; headers: Headers } | null {
  const answer = read();
  if (answer?.request !== path) return null;
  return { body: JSON.parse(answer.body) as unknown, headers: answer.headers };
}

/** Called once the first render is on screen: a screen opened later loads its own data. */
export function forgetFirstAnswer() {
  written = undefined;
}
