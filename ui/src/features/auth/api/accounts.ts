// The built-in accounts' email links: verification and password reset.
import { api } from '@/lib/api-client';
import type { Note, Verified } from '@/lib/model';

export const verifyEmail = (token: string) => api<Verified>('/verify-email', { method: 'POST', body: { token } });

export const resendVerification = (email: string) =>
  api<Note>('/resend-verification', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api<Note>('/reset-password', { method: 'POST', body });
