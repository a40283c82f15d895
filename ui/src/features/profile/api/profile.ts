import { call } from '@/lib/api-client';
import type { ProfileForm } from '@/lib/model';

/** Saves one's own profile; empty fields keep what is stored. */
export const updateProfile = (email: string, form: ProfileForm) =>
  call('PUT /update/user/{email}', { params: { email }, body: form });

/** Ends every session of the account, on every device. */
export const signOutEverywhere = () => call('POST /session/end-all');

/** Whether the buyer is texted at each step of their orders. */
export const chooseOrderTexts = (orderTexts: boolean) => call('PUT /users/me/order-texts', { body: { orderTexts } });
