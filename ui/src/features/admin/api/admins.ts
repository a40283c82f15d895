// Make Admin: the accounts, the admins, promoting and demoting.
import { api } from '@/lib/api-client';
import type { Modified, User } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useAccounts = () => useCursorList<User>('/users');

export const useAdmins = () => useCursorList<User>('/admin');

const adminPath = (email: string) => `/user/admin/${encodeURIComponent(email)}`;

export const makeAdmin = (email: string) => api<Modified>(adminPath(email), { method: 'PUT' });

export const removeAdmin = (email: string) => api<Modified>(adminPath(email), { method: 'DELETE' });
