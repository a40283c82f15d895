// A cash-on-delivery order confirmed by its buyer, with the code texted to them.
import { call } from '@/lib/api-client';

export const confirmByCode = (code: string) => call('POST /orders/confirm', { body: { code } });
