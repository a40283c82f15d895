import { useCallback, useEffect, useRef, useState } from 'react';
import { asApiError, getJson } from '@/lib/api-client';
import { firstAnswer } from '@/lib/first-data';

interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  /** The refusal's HTTP status (404 for a record that is not there), or null. */
  status: number | null;
  loading: boolean;
  reload: () => void;
}

type Load<T> = (path: string, signal: AbortSignal) => Promise<T>;
/** What `load` would make of the answer the server wrote into the page (`first-data.ts`). */
type Read<T> = (body: unknown, headers: Headers) => T;

const fetchJson = <T,>(path: string, signal: AbortSignal) => getJson<T>(path, signal);

const readJson = <T,>(body: unknown) => body as T;

/**
 * Loads `path` from the API, again whenever it changes; a stale answer never wins. `load`, if
 * given, must be a stable function (declared outside the component), and `read` with it.
 * When the server wrote the answer into the page, the first render shows it at once.
 */
export function useApi<T>(path: string | null, load: Load<T> = fetchJson, read: Read<T> = readJson): Loaded<T> {
  const [written] = useState(() => {
    const answer = path === null ? null : firstAnswer(path);
    return answer ? { data: read(answer.body, answer.headers) } : null;
  });
  const [data, setData] = useState<T | undefined>(written?.data);
  const [failure, setFailure] = useState<{ message: string; status: number } | null>(null);
  const [loading, setLoading] = useState(path !== null && !written);
  const [attempt, setAttempt] = useState(0);
  const answered = useRef(written !== null);

  useEffect(() => {
    if (path === null) return;
    if (answered.current) {
      answered.current = false;
      return;
    }
    const controller = new AbortController();
    // Loading starts with the request: the one render it costs is the spinner's.
    setLoading(true);
    setFailure(null);
    load(path, controller.signal)
      .then((value) => {
        // An answer that arrived just as the path changed is not this path's.
        if (controller.signal.aborted) return;
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
