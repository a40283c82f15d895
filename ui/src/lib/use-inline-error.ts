import { useCallback, useEffect, useState } from 'react';

/** How long an inline sign-in error stays (spec §8: about 7 seconds). */
export const INLINE_ERROR_MS = 7000;

/** An error message that clears itself after `INLINE_ERROR_MS`. */
export function useInlineError() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), INLINE_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  return [error, useCallback((message: string | null) => setError(message), [])] as const;
}
