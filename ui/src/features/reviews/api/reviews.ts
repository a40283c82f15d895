import { call } from '@/lib/api-client';
import type { ReviewRequest } from '@/lib/model';

export const addReview = (review: ReviewRequest) => call('POST /review', { body: review });
