// The one way the UI talks to the server: JSON in and out, the bearer token from
// localStorage, and every failure turned into an ApiError carrying the server's message.

import type { EndpointName, Endpoints, ErrorBody } from '@/generated/endpoints';
import type { Said } from 'shop-wasm';
import { currentLanguage, isKnown, say, words } from '@/lib/i18n';
import { takeFirstData } from '@/lib/first-data';

export const TOKEN_KEY = 'accessToken';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly field: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Every failure as an ApiError: a bug in the page reads as the shop's generic sentence. */
export function asApiError(failure: unknown): ApiError {
  return failure instanceof ApiError ? failure : new ApiError(words.UNEXPECTED_ERROR, 0, 'unexpected', null);
}

/** The server's refusal in the buyer's language: said from the catalogue when the browser has
 * the sentence, else as the server said it (in the language the request asked for). */
function refusal(error: Partial<ErrorBody['error']> | undefined): string {
  // The server leaves `params` out rather than sending null.
  if (error?.key && isKnown(error.key)) return say({ key: error.key, params: error.params as Said['params'] });
  return error?.message ?? words.UNEXPECTED_ERROR;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** The body and the total a paged list reports in `X-Total-Count`. */
/** A page of a list, with how many there are in all, where the next page starts, and its headers. */
export interface Page<T> {
  items: T[];
  total: number;
  next: string | null;
  headers: Headers;
}

export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await request(path, options);
  return pageOf((await response.json()) as T[], response.headers);
}

/** A page of a list from its items and the headers that say how many there are, and what next. */
export function pageOf<T>(items: T[], headers: Headers): Page<T> {
  return { items, total: Number(headers.get('X-Total-Count') ?? items.length), next: headers.get('X-Next-Cursor'), headers };
}

/** What an operation answers when it succeeds. */
export type Reply<Name extends EndpointName> = Endpoints[Name]['reply'];

/** What an operation takes besides its name: its path parameters and body where it has them,
 * and its query. */
export type Ask<Name extends EndpointName> = ([Endpoints[Name]['params']] extends [never]
  ? { params?: undefined }
  : { params: Endpoints[Name]['params'] }) &
  ([Endpoints[Name]['query']] extends [never] ? { query?: undefined } : { query?: Endpoints[Name]['query'] }) &
  ([Endpoints[Name]['body']] extends [never] ? { body?: undefined } : { body: Endpoints[Name]['body'] }) & { signal?: AbortSignal };

/** An operation's `Ask`, left out when it needs nothing. */
type Asking<Name extends EndpointName> = object extends Ask<Name> ? [ask?: Ask<Name>] : [ask: Ask<Name>];

/** An operation's method and its path under `/api`, from its name (`'GET /tools/{id}'`). */
export const parts = (name: EndpointName) => name.split(' ') as [method: string, path: string];

/**
 * The address of an operation under `/api`, named as the contract generated from the server's
 * OpenAPI document names it (`@/generated/endpoints`: its method and path): the path with the
 * parameters filled in, and the query's fields that have a value.
 */
export function endpoint<Name extends EndpointName>(name: Name, ...[ask]: Asking<Name>): string {
  const params: Record<string, string | number> = ask?.params ?? {};
  const path = parts(name)[1].replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const asked: Record<string, string | number | boolean | null | undefined> = ask?.query ?? {};
  const search = new URLSearchParams(
    Object.entries(asked).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Calls an operation of the contract by its name (`call('POST /orders', { body })`): its
 * method, its address, its body as JSON. */
export function call<Name extends EndpointName>(name: Name, ...asking: Asking<Name>): Promise<Reply<Name>> {
  const [ask] = asking;
  const [method] = parts(name);
  return api<Reply<Name>>(endpoint(name, ...asking), {
    // A read may be answered by the data the server wrote into the page (`takeFirstData`).
    method: method === 'GET' ? undefined : method,
    body: ask?.body,
    signal: ask?.signal,
  });
}

/** A read of an address `endpoint` built, for the hooks that keep what they read by its address. */
export const getJson = <T>(address: string, signal?: AbortSignal) => api<T>(address, { signal });

async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A token older than this is traded for a fresh one on the next call (tokens live 12 hours). */
const REFRESH_AFTER_SECONDS = 60 * 60;
let refreshing: Promise<void> | null = null;

/** When a token was issued (its `iat`), in seconds; 0 when it cannot be read. */
export function issuedAt(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps an active buyer signed in: after a call that worked, a token past its first hour is
 * traded for a fresh one, once at a time. A refusal leaves the token as it is; the next call
 * that needs it will say the session ended.
 */
function refreshIfOld(token: string) {
  if (refreshing || Date.now() / 1000 - issuedAt(token) < REFRESH_AFTER_SECONDS) return;
  refreshing = request('/session/refresh', { method: 'POST' })
    .then((response) => response.json() as Promise<{ accessToken?: string }>)
    .then((reply) => {
      // Only if no one signed out or in meanwhile.
      if (reply.accessToken && localStorage.getItem(TOKEN_KEY) === token) localStorage.setItem(TOKEN_KEY, reply.accessToken);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
}

/** The server's answer to a request that worked; a refusal is thrown as an ApiError. */
export async function request(path: string, options: RequestOptions): Promise<Response> {
  const written = options.method === undefined ? takeFirstData(path) : null;
  if (written) return written;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file (a catalogue to import) goes as it is; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(words.SHOP_UNREACHABLE, 0, 'network', null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(
      refusal(body.error),
      response.status,
      body.error?.code ?? 'unknown',
      body.error?.field ?? null,
    );
  }
  if (token && path !== '/session/refresh') refreshIfOld(token);
  return response;
}
