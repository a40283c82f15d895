/**
 * The answers the server writes into the HTML of a page it draws (`/`, `/all-products`, a
 * category's page; api/src/web/first_screen): the first screen's requests, answered before the
 * scripts run. The first render reads them at once ([`firstAnswer`]), so it draws what the
 * server drew; otherwise each answers its request once ([`takeFirstData`]). Every later load
 * asks the server.
 */
interface Written {
  body: string;
  headers: Headers;
}

/** The page's answers by request once read (their elements are then gone), until given. */
let written = new Map<string, Written>();

/** A request as its answer is filed: its parameters in one order, however each side wrote them. */
function filed(request: string): string {
  const [path = '', search = ''] = request.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  return `${path}?${params}`;
}

function read(): Map<string, Written> {
  if (typeof document === 'undefined') return written;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script.first-data')) {
    script.remove();
    const headers = new Headers({ 'Content-Type': 'application/json' });
    const { xTotalCount, xNextCursor } = script.dataset;
    if (xTotalCount !== undefined) headers.set('X-Total-Count', xTotalCount);
    if (xNextCursor !== undefined) headers.set('X-Next-Cursor', xNextCursor);
    written.set(filed(script.dataset.request ?? ''), { body: script.textContent, headers });
  }
  return written;
}

/** Writes the answer to `request` as the server would, for the build's renderer of the first
 * screens (`src/app/first-screen-templates.tsx`), which has no page to read it from. */
export function writeFirstAnswer(request: string, body: string, headers: Headers) {
  read().set(filed(request), { body, headers });
}

/** The written answer to `path` as a response, once. */
export function takeFirstData(path: string): Response | null {
  const answers = read();
  const answer = answers.get(filed(path));
  if (!answer) return null;
  answers.delete(filed(path));
  return new Response(answer.body, { status: 200, headers: answer.headers });
}

/**
 * The written answer to `path`, parsed, for the first render, which draws it in place of the
 * server's drawing without waiting. The same answer however often the render asks (React may
 * render twice), until [`forgetFirstAnswer`].
 */
export function firstAnswer(path: string): { body: unknown; headers: Headers } | null {
  const answer = read().get(filed(path));
  return answer ? { body: JSON.parse(answer.body) as unknown, headers: answer.headers } : null;
}

/** Called once the first render is on screen: a screen opened later loads its own data. */
export function forgetFirstAnswer() {
  written = new Map();
}
