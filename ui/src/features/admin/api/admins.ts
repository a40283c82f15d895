// Make Admin: the accounts, the admins, promoting and demoting.
import { call, endpoint } from '@/lib/api-client';
import type { User } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useAccounts = () => useCursorList<User>(endpoint('list_users'));

export const useAdmins = () => useCursorList<User>(endpoint('list_admins'));

export const makeAdmin = (email: string) => call('promote', { params: { email } });

export const removeAdmin = (email: string) => call('demote', { params: { email } });
