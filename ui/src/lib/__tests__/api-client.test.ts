// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPage, call, getJson, issuedAt, TOKEN_KEY } from '@/lib/api-client';
import { firstAnswer, forgetFirstAnswer } from '@/lib/first-data';

/** An unsigned token with this `iat` (the browser never checks signatures; the server does). */
const tokenIssued = (iat: number) => `h.${btoa(JSON.stringify({ sub: '1', iat, exp: iat + 43_200 })).replace(/=+$/, '')}.s`;

function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${input}`);
    const body = String(input).endsWith('/session/refresh') ? { accessToken: 'fresh-token' } : { ok: true };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('keeping an active buyer signed in', () => {
  it('reads when a token was issued', () => {
    expect(issuedAt(tokenIssued(1_795_000_000))).toBe(1_795_000_000);
    expect(issuedAt('not a token')).toBe(0);
  });

  it('trades a token past its first hour for a fresh one, once', async () => {
    const calls = serve();
    localStorage.setItem(TOKEN_KEY, tokenIssued(Math.floor(Date.now() / 1000) - 2 * 3600));
    await Promise.all([call('GET /me'), call('GET /cart')]);
    await vi.waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh-token'));
    expect(calls.filter((call) => call === 'POST /api/session/refresh')).toHaveLength(1);
  });

  it('leaves a young token alone', async () => {
    const calls = serve();
    const young = tokenIssued(Math.floor(Date.now() / 1000) - 60);
    localStorage.setItem(TOKEN_KEY, young);
    await call('GET /me');
    expect(calls).toEqual(['GET /api/me']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(young);
  });
});

describe('the first screen written into the page', () => {
  /** The element api/src/web/first_screen writes before </body>. */
  function written(request: string, json: string, total: string, next?: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.className = 'first-data';
    script.dataset.request = request;
    script.dataset.xTotalCount = total;
    if (next) script.dataset.xNextCursor = next;
    script.textContent = json;
    document.body.append(script);
  }

  afterEach(() => document.querySelectorAll('script.first-data').forEach((script) => script.remove()));

  it('answers its one request without the network, then lets the next go to the server', async () => {
    const calls = serve();
    written('/tools?page=1&limit=12', '[{"_id":3,"toolName":"Probe \\u003c/script>"}]', '40', '3');

    const first = await apiPage<{ _id: number; toolName: string }>('/tools?page=1&limit=12');

    expect(first.items).toEqual([{ _id: 3, toolName: 'Probe </script>' }]);
    expect(first.total).toBe(40);
    expect(first.next).toBe('3');
    expect(calls).toEqual([]);
    await getJson('/tools?page=1&limit=12');
    expect(calls).toEqual(['GET /api/tools?page=1&limit=12']);
  });

  it('gives the first render the parsed answer as often as it asks, until it is forgotten', async () => {
    const calls = serve();
    written('/tools?limit=6', '[{"_id":4}]', '1');

    expect(firstAnswer('/tools?page=1&limit=12')).toBeNull();
    const answer = firstAnswer('/tools?limit=6');
    expect(answer?.body).toEqual([{ _id: 4 }]);
    expect(answer?.headers.get('X-Total-Count')).toBe('1');
    expect(firstAnswer('/tools?limit=6')?.body).toEqual([{ _id: 4 }]);
    forgetFirstAnswer();
    expect(firstAnswer('/tools?limit=6')).toBeNull();
    await getJson('/tools?limit=6');
    expect(calls).toEqual(['GET /api/tools?limit=6']);
  });

  it('answers no other request', async () => {
    const calls = serve();
    written('/tools?limit=6', '[]', '0');

    await getJson('/tools?page=2&limit=12');
    expect(calls).toEqual(['GET /api/tools?page=2&limit=12']);
    // Still there for its own request.
    await getJson('/tools?limit=6');
    expect(calls).toHaveLength(1);
  });

  it('answers each of several requests, whatever order the server wrote their parameters in', async () => {
    const calls = serve();
    written('/categories', '[{"slug":"sensors"}]', '1');
    written('/tools?category=sensors&brand=Omron%2CSick&page=1&limit=12', '[{"_id":5}]', '1');

    expect(firstAnswer('/categories')?.body).toEqual([{ slug: 'sensors' }]);
    const page = await apiPage<{ _id: number }>('/tools?page=1&limit=12&category=sensors&brand=Omron,Sick');
    expect(page.items).toEqual([{ _id: 5 }]);
    expect(calls).toEqual([]);
  });

  it('never answers a change, even at the address it was written for', async () => {
    const calls = serve();
    written('/orders', '[]', '0');

    await call('POST /orders', { body: { toolId: 1, quantity: '25', delivery: { recipient: '', phone: '', address: '', district: '' } } });

    expect(calls).toEqual(['POST /api/orders']);
  });
});
