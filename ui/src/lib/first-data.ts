/**
 * The catalogue page the server writes into the HTML of `/` and `/all-products`
 * (api/src/first_screen.rs): the answer to the first screen's one request, there before the
 * scripts run. It answers that request once; every later load asks the server.
 */
export function takeFirstData(path: string): Response | null {
  const script = document.getElementById('first-data');
  if (!(script instanceof HTMLScriptElement) || script.dataset.request !== path) return null;
  script.remove();
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const { xTotalCount, xNextCursor } = script.dataset;
  if (xTotalCount !== undefined) headers.set('X-Total-Count', xTotalCount);
  if (xNextCursor !== undefined) headers.set('X-Next-Cursor', xNextCursor);
  return new Response(script.textContent, { status: 200, headers });
}
