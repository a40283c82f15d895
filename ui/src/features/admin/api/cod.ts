// Cash on delivery, reconciled: what the couriers owe the shop, their payouts recorded from a
// sheet or (Steadfast) from their API, and the CSV for the books.
import { call, endpoint } from '@/lib/api-client';
import type { CodOwed, Courier, PayoutRecorded } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export function useCodOwed() {
  return useApi<CodOwed>(endpoint('GET /cod'));
}

export const owedCsvPath = () => endpoint('GET /cod.csv');

export const recordPayout = (courier: Courier, reference: string, sheet: string): Promise<PayoutRecorded> =>
  call('POST /cod/payouts', { body: { courier, reference, sheet } });

export const fetchSteadfastPayments = (): Promise<PayoutRecorded> => call('POST /cod/payouts/steadfast');
