import { endpoint } from '@/lib/api-client';
import type { Blog } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const useBlogs = () => useApi<Blog[]>(endpoint('GET /blogs'));
