// The listing's pages of tools, with the total that matches.
import type { Endpoints } from '@/generated/endpoints';
import { apiPage, endpoint, pageOf } from '@/lib/api-client';
import type { Review, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/**
 * One page of the listing (`page`, `limit`, `after`, `q`, in that order). The server preloads
 * the first page's exact request (`api/src/web/mod.rs`), so its form must not drift.
 */
export const useToolPage = (query: Endpoints['GET /tools']['query']) => useApi(endpoint('GET /tools', { query }), loadPage, readPage);

const loadPage = (path: string, signal: AbortSignal) => apiPage<Tool>(path, { signal });
const readPage = (body: unknown, headers: Headers) => pageOf(body as Tool[], headers);

/** One tool, for its page. */
export const useTool = (id: string) => useApi<Tool>(endpoint('GET /tools/{id}', { params: { id } }));

/** The tool's own reviews, newest first. */
export const useToolReviews = (id: string) => useApi<Review[]>(endpoint('GET /tools/{id}/reviews', { params: { id } }));
