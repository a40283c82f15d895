// The outbox: the mail the shop sent or kept, and a resend.
import { api } from '@/lib/api-client';
import type { Note, OutboxMail } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useOutbox = () => useCursorList<OutboxMail>('/outbox');

export const resendMail = (id: number) => api<Note>(`/outbox/${id}/resend`, { method: 'POST' });
