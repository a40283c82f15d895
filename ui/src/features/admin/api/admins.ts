// Make Admin: the accounts, the admins, promoting and demoting.
import { api } from '@/lib/api-client';
import type { Modified, User } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useAccounts = () => useApi<User[]>('/users');

export const useAdmins = () => useApi<User[]>('/admin');

const adminPath = (email: string) => `/user/admin/${encodeURIComponent(email)}`;

export const makeAdmin = (email: string) => api<Modified>(adminPath(email), { method: 'PUT' });

export const removeAdmin = (email: string) => api<Modified>(adminPath(email), { method: 'DELETE' });
