import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';

/**
 * A button's call to the server: which one is running (so only its button shows progress),
 * then the server's success message or its refusal as a toast. Resolves true on success.
 */
export function useAction() {
  const [running, setRunning] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<{ message?: string } | unknown>, fallbackMessage: string) {
    setRunning(key);
    try {
      const reply = (await action()) as { message?: string } | undefined;
      toast.success(reply?.message ?? fallbackMessage);
      return true;
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.');
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { running, run };
}
