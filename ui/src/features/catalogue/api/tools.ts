// The listing's pages of tools, with the total that matches.
import { apiPage, pageOf } from '@/lib/api-client';
import type { Review, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/**
 * One page of the listing for a query string (`q`, `page`, `limit`). The server preloads the
 * first page's exact request (`api/src/web/mod.rs`), so its form must not drift.
 */
export const useToolPage = (search: string) => useApi(`/tools?${search}`, loadPage, readPage);

const loadPage = (path: string, signal: AbortSignal) => apiPage<Tool>(path, { signal });
const readPage = (body: unknown, headers: Headers) => pageOf(body as Tool[], headers);

/** One tool, for its page. */
export const useTool = (id: string) => useApi<Tool>(`/tools/${encodeURIComponent(id)}`);

/** The tool's own reviews, newest first. */
export const useToolReviews = (id: string) => useApi<Review[]>(`/tools/${encodeURIComponent(id)}/reviews`);
