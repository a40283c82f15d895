// What delivering some lines costs, asked of the server, whose rule (`shared::delivery_charge`)
// also charges the order when it is placed: the cart and the one-tool checkout show the same
// figure the order gets.
import { call } from '@/lib/api-client';
import type { CartLine, DeliveryQuote, QuoteDelivery } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The request, as the key `useApi` keeps its answer by. */
const ask = (key: string, signal: AbortSignal) => call('POST /delivery-charges/quote', { body: JSON.parse(key) as QuoteDelivery, signal });

/** The quote for `lines` to `district` ('' before the buyer chooses one: each zone's). */
export function useDeliveryQuote(lines: CartLine[], district: string) {
  const body: QuoteDelivery = district ? { lines, district } : { lines };
  const answer = useApi<DeliveryQuote>(lines.length > 0 ? JSON.stringify(body) : null, ask);
  // While another district or quantity is asked about, the last answer is not its charge.
  return { ...answer, data: answer.loading ? undefined : answer.data };
}
