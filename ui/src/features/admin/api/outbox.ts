// The outbox: the mail the shop sent or kept, and a resend.
import { call, endpoint } from '@/lib/api-client';
import type { OutboxMail } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useOutbox = () => useCursorList<OutboxMail>(endpoint('GET /outbox'));

export const resendMail = (id: number) => call('POST /outbox/{id}/resend', { params: { id } });
