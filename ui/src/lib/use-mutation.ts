import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { asApiError, type ApiError } from '@/lib/api-client';

interface MutationOptions<T> {
  /** A loading toast while the call runs (e.g. 'Please wait...'), replaced by the outcome's. */
  pending?: string;
  /**
   * The success toast when the reply carries no `message` of its own; `null` for none (the
   * caller shows the outcome itself, e.g. by leaving the page).
   */
  success?: string | null;
  /**
   * Called with the refusal; returning true means the page shows it in place (under a field,
   * say), so no error toast.
   */
  onError?: (error: ApiError) => boolean | void;
  /** Called with the reply once the toast is shown. */
  onSuccess?: (reply: T) => void;
}

function replyMessage(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null || !('message' in reply)) return undefined;
  return typeof reply.message === 'string' ? reply.message : undefined;
}

/**
 * The one way a screen changes something on the server. It owns which call is running (a key
 * per button, so only that button shows progress), the success toast (the server's own
 * message, else `success`) and the refusal (a toast, or `onError`). Resolves with the reply,
 * or `undefined` when the call failed.
 */
export function useMutation() {
  const [running, setRunning] = useState<string | null>(null);

  const run = useCallback(async function run<T>(key: string, action: () => Promise<T>, options: MutationOptions<T> = {}) {
    setRunning(key);
    const id = options.pending === undefined ? undefined : toast.loading(options.pending);
    try {
      const reply = await action();
      const message = options.success === null ? undefined : (replyMessage(reply) ?? options.success);
      if (message) toast.success(message, { id });
      else if (id) toast.dismiss(id);
      options.onSuccess?.(reply);
      return reply;
    } catch (failure) {
      const error = asApiError(failure);
      if (options.onError?.(error) === true) {
        if (id) toast.dismiss(id);
      } else toast.error(error.message, { id });
      return undefined;
    } finally {
      setRunning(null);
    }
  }, []);

  return { running, busy: running !== null, run };
}
