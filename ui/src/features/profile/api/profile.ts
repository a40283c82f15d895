import { api } from '@/lib/api-client';
import type { Note, ProfileForm, User } from '@/lib/model';

/** Saves one's own profile; empty fields keep what is stored. */
export const updateProfile = (email: string, form: ProfileForm) =>
  api<User>(`/update/user/${encodeURIComponent(email)}`, { method: 'PUT', body: form });

/** Ends every session of the account, on every device. */
export const signOutEverywhere = () => api<Note>('/session/end-all', { method: 'POST' });
