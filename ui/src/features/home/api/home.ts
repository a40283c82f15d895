// What the home page shows: the leading tools and the reviews carousel.
import { api } from '@/lib/api-client';
import type { Note, Review, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The newest tools; the server preloads exactly this request for `/` (`api/src/web/mod.rs`). */
export const useLeadingTools = (count: number) => useApi<Tool[]>(`/tools?limit=${count}`);

/** The carousel's reviews, once `ready` (scrolled near). */
export const useReviews = (ready: boolean) => useApi<Review[]>(ready ? '/reviews' : null);

export const sendFeedback = (form: { email: string; message: string }) =>
  api<Note>('/contact', { method: 'POST', body: form });
