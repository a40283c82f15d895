import { useCallback, useEffect, useState } from 'react';
import { api, asApiError } from '@/lib/api-client';

interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads `path` from the API, again whenever it changes; a stale answer never wins. */
export function useApi<T>(path: string | null, load: (path: string, signal: AbortSignal) => Promise<T> = (p, signal) => api<T>(p, { signal })): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(path, controller.signal)
      .then((value) => {
        setData(value);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(asApiError(failure).message);
        setLoading(false);
      });
    return () => controller.abort();
    // `load` is a function of the call site; the path decides what is fetched.
  }, [path, attempt]);

  return { data, error, loading, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
