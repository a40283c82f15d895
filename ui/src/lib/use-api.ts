import { useCallback, useEffect, useState } from 'react';
import { api, asApiError } from '@/lib/api-client';

interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  /** The refusal's HTTP status (404 for a record that is not there), or null. */
  status: number | null;
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
  const [failure, setFailure] = useState<{ message: string; status: number } | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    // Loading starts with the request: the one render it costs is the spinner's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    setFailure(null);
    load(path, controller.signal)
      .then((value) => {
        setData(value);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const error = asApiError(failure);
        setFailure({ message: error.message, status: error.status });
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, attempt, load]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error: failure?.message ?? null, status: failure?.status ?? null, loading, reload };
}
