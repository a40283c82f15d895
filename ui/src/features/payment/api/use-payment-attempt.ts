import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/model';

/** What the server answers once it has checked a payment. */
export interface PaymentOutcome {
  /** Set when the order is paid. */
  transactionId?: string;
  message: string;
}

/** A refusal to show the buyer as it is (a decline in the card network's words, say). */
export class PaymentFailed extends Error {}

const UNEXPECTED = 'The payment could not be made. Please try again.';

/**
 * One payment attempt, however the card is taken: 'Please wait...' while it runs, then the
 * outcome as a toast; a refusal also stays inline until the buyer changes something.
 */
export function usePaymentAttempt(onOutcome: (outcome: PaymentOutcome) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attempt(pay: () => Promise<PaymentOutcome>) {
    setBusy(true);
    setError(null);
    const waiting = toast.loading(messages.PLEASE_WAIT!);
    try {
      const outcome = await pay();
      if (outcome.transactionId) toast.success(messages.PAYMENT_SUCCESSFUL!, { id: waiting });
      else toast(outcome.message, { id: waiting });
      onOutcome(outcome);
    } catch (failure) {
      const message = failure instanceof ApiError || failure instanceof PaymentFailed ? failure.message : UNEXPECTED;
      setError(message);
      toast.error(message, { id: waiting });
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, clearError: () => setError(null), attempt };
}
