import { api } from '@/lib/api-client';
import type { Inserted } from '@/lib/model';

export const addReview = (review: { orderId: number; lineId: number; rating: number; review: string }) =>
  api<Inserted>('/review', { method: 'POST', body: review });
