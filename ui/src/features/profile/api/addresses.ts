import { call } from '@/lib/api-client';
import type { AddressForm } from '@/lib/model';

/** Adds a place to the signed-in buyer's address book. */
export const addAddress = (form: AddressForm) => call('POST /me/addresses', { body: form });

/** Changes one of the buyer's places. */
export const updateAddress = (id: number, form: AddressForm) => call('PUT /me/addresses/{id}', { params: { id }, body: form });

/** Removes one of the buyer's places. */
export const removeAddress = (id: number) => call('DELETE /me/addresses/{id}', { params: { id } });
