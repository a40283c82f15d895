// The outbox: the mail and the text messages the shop sent or kept, and a mail's resend.
import { call, endpoint } from '@/lib/api-client';
import type { OutboxMail, OutboxText } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useOutbox = () => useCursorList<OutboxMail>(endpoint('GET /outbox'));

export const resendMail = (id: number) => call('POST /outbox/{id}/resend', { params: { id } });

export const useTextOutbox = () => useCursorList<OutboxText>(endpoint('GET /outbox/texts'));
