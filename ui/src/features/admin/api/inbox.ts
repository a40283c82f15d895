// The owner's inbox: what visitors wrote, marked read or put away, and answered by mail.
import { call, endpoint } from '@/lib/api-client';
import type { InboxMessage, InboxUpdate } from '@/lib/model';
import { useCursorList } from '@/lib/use-cursor-list';

export const useInbox = (archived: boolean) =>
  useCursorList<InboxMessage>(endpoint('GET /messages', { query: archived ? { archived: true } : {} }));

export const markMessage = (id: number, update: InboxUpdate) => call('PUT /messages/{id}', { params: { id }, body: update });

export const answerMessage = (id: number, answer: string) => call('POST /messages/{id}/answer', { params: { id }, body: { answer } });
