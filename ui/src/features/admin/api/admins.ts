// Make Admin: the accounts, the admins, promoting and demoting.
import { call, endpoint } from '@/lib/api-client';
import type { User } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useAccounts = () => useCursorList<User>(endpoint('GET /users'));

export const useAdmins = () => useCursorList<User>(endpoint('GET /admin'));

export const makeAdmin = (email: string) => call('PUT /user/admin/{email}', { params: { email } });

export const removeAdmin = (email: string) => call('DELETE /user/admin/{email}', { params: { email } });
