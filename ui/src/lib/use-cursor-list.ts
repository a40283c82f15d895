import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPage, asApiError } from '@/lib/api-client';

/** Items per page of a paged list: a screenful on a desktop, a few on a phone. */
export const LIST_PAGE_SIZE = 25;

export interface CursorList<T> {
  /** Every item loaded so far; undefined until the first page arrives. */
  items: T[] | undefined;
  /** How many there are in all, as the first page said. */
  total: number;
  /** A header of the first page (the admins' closed-order count). */
  header: (name: string) => string | null;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  more: () => void;
  reload: () => void;
}

interface Loaded<T> {
  items: T[];
  total: number;
  next: string | null;
  headers: Headers;
}

/**
 * A list the server pages by cursor (`limit`, `after`): the first page, then the
 * next one appended each time `more` is called, so each request costs a page whatever the
 * list's length. A new `path` or `reload` starts again from the first page; a stale answer
 * never wins.
 */
export function useCursorList<T>(path: string | null, limit = LIST_PAGE_SIZE): CursorList<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);
  const pagePath = useCallback(
    (after: string | null) => {
      const separator = path?.includes('?') ? '&' : '?';
      return `${path}${separator}limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    },
    [path, limit],
  );

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    current.current?.abort();
    current.current = controller;
    // Loading starts with the request: the one render it costs is the spinner's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    setError(null);
    apiPage<T>(pagePath(null), { signal: controller.signal })
      .then((page) => {
        setLoaded({ items: page.items, total: page.total, next: page.next, headers: page.headers });
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(asApiError(failure).message);
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, attempt, pagePath]);

  const more = useCallback(() => {
    if (!loaded?.next || loadingMore) return;
    const controller = current.current ?? new AbortController();
    setLoadingMore(true);
    apiPage<T>(pagePath(loaded.next), { signal: controller.signal })
      .then((page) => {
        setLoaded((before) => before && { ...before, items: [...before.items, ...page.items], next: page.next });
        setLoadingMore(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(asApiError(failure).message);
        setLoadingMore(false);
      });
  }, [loaded, loadingMore, pagePath]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    items: loaded?.items,
    total: loaded?.total ?? 0,
    header: (name) => loaded?.headers.get(name) ?? null,
    hasMore: Boolean(loaded?.next),
    loading,
    loadingMore,
    error,
    more,
    reload,
  };
}
