import { useState } from 'react';
import { endpoint, type ApiError } from '@/lib/api-client';
import { words } from '@/lib/i18n';
import type { CompanyPage } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/**
 * The checkout's purchase-order number: asked of a buyer who orders for a company, required
 * when the company asks for one with each order (the server holds the same rule and names the
 * field when it refuses).
 */
export function usePoNumber(signedIn: boolean) {
  const { data: company } = useApi<CompanyPage | null>(signedIn ? endpoint('GET /company') : null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const required = company?.details.requiresPo ?? false;
  return {
    /** Whether the buyer orders for a company, so the field is shown. */
    asked: Boolean(company),
    required,
    value,
    error,
    change: (text: string) => {
      setValue(text);
      setError(undefined);
    },
    /** The number to send (`undefined` for none), or `null` when a required one is missing. */
    submit: (): string | undefined | null => {
      if (!value.trim()) {
        if (!required) return undefined;
        setError(words.PO_NUMBER_REQUIRED);
        return null;
      }
      return value;
    },
    /** Shows the server's refusal under the field when it is the field's; whether it was. */
    refused: (failure: ApiError) => {
      if (failure.field !== 'poNumber') return false;
      setError(failure.message);
      return true;
    },
  };
}

export type PoNumberState = ReturnType<typeof usePoNumber>;
