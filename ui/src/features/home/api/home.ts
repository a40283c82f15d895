// What the home page shows: the leading tools and the reviews carousel.
import { call, endpoint } from '@/lib/api-client';
import type { ContactForm, Review, Tool } from '@/lib/model';
import { useApi } from '@/lib/use-api';

/** The newest tools; the server answers exactly this request in the page of `/`
 * (`src/app/first-screen-templates.tsx` writes it down for the server). */
export const useLeadingTools = (count: number) => useApi<Tool[]>(endpoint('GET /tools', { query: { limit: count } }));

/** The carousel's reviews, once `ready` (scrolled near). */
export const useReviews = (ready: boolean) => useApi<Review[]>(ready ? endpoint('GET /reviews') : null);

export const sendFeedback = (form: ContactForm) => call('POST /contact', { body: form });
