// The built-in accounts' email links: verification and password reset.
import { call } from '@/lib/api-client';
import type { NewPasswordBody } from '@/lib/model';

export const verifyEmail = (token: string) => call('POST /verify-email', { body: { token } });

export const resendVerification = (email: string) => call('POST /resend-verification', { body: { email } });

export const resetPassword = (body: NewPasswordBody) => call('POST /reset-password', { body });

/** Whether a reset link still works, without using it. */
export const checkResetLink = (token: string) => call('POST /reset-password/check', { body: { token } });
