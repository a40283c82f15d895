import { call } from '@/lib/api-client';
import type { ProfileForm } from '@/lib/model';

/** Saves one's own profile; empty fields keep what is stored. */
export const updateProfile = (email: string, form: ProfileForm) =>
  call('PUT /update/user/{email}', { params: { email }, body: form });

/** Ends every session of the account, on every device. */
export const signOutEverywhere = () => call('POST /session/end-all');

/** Whether the buyer is texted at each step of their orders. */
export const chooseOrderTexts = (orderTexts: boolean) => call('PUT /users/me/order-texts', { body: { orderTexts } });

/** Texts a code to a number the account means to sign in with too. */
export const sendAddingCode = (phone: string) => call('POST /me/mobile/code', { body: { phone } });

/** Adds the number to the account with the code texted to it. */
export const addMobile = (phone: string, code: string) => call('POST /me/mobile', { body: { phone, code } });
