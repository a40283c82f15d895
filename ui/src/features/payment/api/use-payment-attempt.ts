import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type Note, type Paid } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { words } from '@/lib/i18n';

/** What the server answers once it has checked a payment: paid, or a note (still processing). */
export type PaymentOutcome = Paid | Note;

/** A refusal to show the buyer as it is (a decline in the card network's words, say). */
export class PaymentFailed extends ApiError {
  constructor(message: string) {
    super(message, 402, 'card_declined', null);
  }
}

/**
 * One payment attempt, however the card is taken: 'Please wait...' while it runs, then the
 * outcome as a toast; a refusal also stays inline until the buyer changes something.
 */
export function usePaymentAttempt(onOutcome: (outcome: PaymentOutcome) => void) {
  const { busy, run } = useMutation();
  const [error, setError] = useState<string | null>(null);

  async function attempt(pay: () => Promise<PaymentOutcome>) {
    setError(null);
    await run('pay', pay, {
      pending: words.PLEASE_WAIT,
      onSuccess: onOutcome,
      onError: (failure) => setError(failure.message),
    });
  }

  return { busy, error, clearError: () => setError(null), attempt };
}
