// The shop's delivery charges: the table as it stands, and the owner's new one.
import { call, endpoint } from '@/lib/api-client';
import type { ChargeTable, ChargeTableForm } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useChargeTable = () => useApi<ChargeTable>(endpoint('GET /delivery-charges'));

export const saveChargeTable = (form: ChargeTableForm): Promise<ChargeTable> => call('PUT /delivery-charges', { body: form });
