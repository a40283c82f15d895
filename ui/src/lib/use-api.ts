import { useCallback, useEffect, useState } from 'react';
import { api, asApiError } from '@/lib/api-client';

interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

type Load<T> = (path: string, signal: AbortSignal) => Promise<T>;

const fetchJson = <T,>(path: string, signal: AbortSignal) => api<T>(path, { signal });

/**
 * Loads `path` from the API, again whenever it changes; a stale answer never wins. `load`, if
 * given, must be a stable function (declared outside the component).
 */
export function useApi<T>(path: string | null, load: Load<T> = fetchJson): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    // Loading starts with the request: the one render it costs is the spinner's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
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
  }, [path, attempt, load]);

  return { data, error, loading, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
