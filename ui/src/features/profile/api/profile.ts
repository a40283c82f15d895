import { api } from '@/lib/api-client';
import type { ProfileForm, User } from '@/lib/model';

/** Saves one's own profile; empty fields keep what is stored. */
export const updateProfile = (email: string, form: ProfileForm) =>
  api<User>(`/update/user/${encodeURIComponent(email)}`, { method: 'PUT', body: form });
